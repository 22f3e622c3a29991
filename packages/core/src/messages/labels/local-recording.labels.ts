import { formatCount } from '../count-words.js';

// The texts of the web's local-recording area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the local-recording pages. */
export const localRecordingLabels = {
  checkingThisDevice: 'Checking this device…',
  recordInPerson: 'Record in person',
  theInterviewCouldNotBeCreated: 'The interview could not be created. Please try again.',
  everythingIsRecordedOnThisDevice:
    'Everything is recorded on this device first, so nothing is lost if the connection drops; it uploads in the background.',
  interviewTitle: 'Interview title',
  recordVideoWithTheCamera: 'Record video with the camera',
  recordAnotherInterview: 'Record another interview',
  startRecording: 'Start recording',
  resume: 'Resume',
  pause: 'Pause',
  stopRecording: 'Stop recording',
  recordingSavedOnThisDevice: 'Recording saved on this device.',
  openTheInterview: 'Open the interview',
  allLocalRecordings: 'All local recordings',
  localRecordings: 'Local recordings',
  recordingsMadeOnThisDeviceAre: 'Recordings made on this device are kept here until the server has them, then removed from the device.',
  noLocalRecordingsOnThisDevice: 'No local recordings on this device.',
  starting: 'Starting…',
  paused: ' · Paused',
  recordingTime: 'Recording time',
  videoRecording: 'Video recording',
  audioRecording: 'Audio recording',
  interview: 'Interview',
  started: '· started',
  uploaded: 'Uploaded',
  /** A stream's upload: parts, then bytes already written as sizes. */
  partsProgress: (uploaded: number, parts: number, uploadedSize: string, partSize: string) =>
    `${formatCount(uploaded)} of ${formatCount(parts)} parts uploaded · ${uploadedSize} of ${partSize}`,
  recordingStream: (streamId: string) => `Recording ${streamId}`,
} as const;

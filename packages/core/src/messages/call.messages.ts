// The call screen's own texts (layout, who is recorded, dial-in, speaker output), word for word as
// docs/product/messages.md lists them; the spec's catalogue texts of calls are in interview.messages.ts.

/** Plain texts of the call screen's recording controls and of joining by phone (our wording). */
export const callMessages = {
  /** The host's choice of the recorded video's layout; everyone else sees it as a line. */
  recordingLayoutLabel: 'Recording layout',
  /** Layout: every picture the same size. */
  recordingLayoutGrid: 'Grid',
  /** Layout: the first participant large, the others small beside them. */
  recordingLayoutSpeaker: 'Speaker',
  /** Layout: everyone in one row. */
  recordingLayoutSideBySide: 'Side by side',
  /** Shown while the host's new layout waits to be sent. */
  recordingLayoutPending: 'Changing the layout…',
  /** Title of the list of whose video is recorded and who records on their device. */
  recordedParticipantsTitle: 'Who is recorded',
  /** Help under that title. */
  recordedParticipantsHelp: "Everyone's voice is recorded. Choose whose video goes into the recording.",
  /** A participant whose device has not sent any of its recording yet. */
  recordedNothingYet: 'Nothing received from their device yet',
  /** A participant whose video and voice go into the recording (read-only list). */
  recordedVideoAndVoice: 'video and voice',
  /** A participant whose voice alone goes into the recording (read-only list). */
  recordedVoiceOnly: 'voice only',
  /** A participant's device recording, uploaded in full. */
  recordedUploaded: 'Recording received from their device',
  /** A participant's device recording that failed to upload. */
  recordedFailed: 'Their device recording could not be received',
  /** The choice of whose video is recorded could not be saved. */
  recordedChoiceFailed: 'The choice could not be saved. Please try again.',
  /** The list of who is recorded could not be read. */
  recordedReadFailed: 'Who is recorded could not be read. It will be tried again.',
  /** Title of the dial-in section. */
  dialInTitle: 'Join by phone',
  /** Built-in calls and video services without telephone dial-in. */
  dialInUnavailable: 'Joining by phone is not available for this call.',
  /** Device check: the speaker or headphones the call's sound plays on. */
  audioOutputLabel: 'Speaker',
  /** Device check: the browser's default output. */
  audioOutputDefault: 'System default',
} as const;

/** Templates of the call screen's parameterised texts; `{name}` marks a value. */
export const callTemplates = {
  /** The dial-in line: the number to call and the code to enter. */
  dialInNumber: 'Call {number} and enter the code {code} followed by #.',
  /** A participant's device recording on its way: parts and size received so far. */
  recordedUploading: 'Recording on their device · {parts} parts received',
  /** The checkbox that keeps a participant's video in the recording. */
  recordedVideoOf: 'Video of {name}',
  /** The name a telephone participant joins under, from the last digits of their number. */
  phoneParticipantName: 'Phone caller ending {digits}',
} as const;

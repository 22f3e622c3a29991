// Feature settings, transcription services, interview details and OHMS files: our wording, word for word as
// docs/product/messages.md lists them.

import { fillTemplate } from './fill-template.js';

/** Plain texts of the feature settings, the transcription services, the interview's details and OHMS files. */
export const settingsMessages = {
  featureFlagsTitle: 'Features and recording',
  featureFlagsSaved: 'The feature settings have been saved.',
  featureFlagsSaveFailed: 'The feature settings could not be saved.',
  featureFlagsLoadFailed: 'The feature settings could not be loaded.',
  flagEnableRemixer: 'Remixes (beta): put clips of several interviews together',
  flagEnableOrgBranding: "Show the organization's logo in the navigation",
  flagAutomaticTranscode: 'Process uploads on the server before transcribing them',
  flagLocalRecordingStreaming: 'Send local recordings part by part while recording',
  flagLocalRecordingsPolyfill: 'Record local recordings as WAV (mono, 16-bit) in every browser',
  flagLocalRecordingMimeType: 'Local recording format',
  flagLocalRecordingVideoBitrate: 'Local video bitrate (kbit/s)',
  flagLocalRecordingMaxResolution: 'Largest local video resolution',
  flagCallPublisher: 'Call microphone',
  flagAutoGainControl: 'Automatic gain control',
  flagDisableAudioProcessing: 'No audio processing (overrides the three above)',
  flagEchoCancellation: 'Echo cancellation',
  flagEnableStereo: 'Stereo',
  flagNoiseSuppression: 'Noise suppression',
  speechServiceNotInstalled: 'it is not installed on this server.',
  speechServiceNotConfigured: "it is not set up in this server's configuration.",
  speechServicesLoadFailed: 'Which transcription services this server runs could not be checked.',
  transcriptionAdvancedHint: 'Advanced asks the service for its better (slower or dearer) setting.',
  interviewDetailsTitle: 'Interview details',
  narratorLabel: 'Narrator',
  interviewerLabel: 'Interviewer',
  placeLabel: 'Place',
  languageLabel: 'Language',
  recordDateLabel: 'Record date',
  narratorFilterPlaceholder: 'Any narrator',
  languageFilterPlaceholder: 'Any language',
  languageUnrecognised: 'This is not a language name or code this app knows; the transcription service will guess the language.',
  ohmsImportTitle: 'Import an OHMS file',
  ohmsImportHint: 'An OHMS XML file becomes this interview’s index and a version of its transcript.',
  ohmsImportFailed: 'This file could not be read as OHMS XML.',
  ohmsImportSaveFailed: 'The OHMS file could not be saved to this interview. Please try again.',
} as const;

/** Texts with values to fill in. */
export const settingsTemplates = {
  speechServiceUnavailable: '{service} cannot be used: {reason}',
  transcriptionServiceUnavailable:
    "The organization's transcription service, {service}, is not available on this server. Choose another in the organization's settings.",
  languageNotTranscribed:
    '{service} on this server has no model for {language}, so this interview will not be transcribed in it. Change the language, or choose another transcription service in the organization’s settings.',
  languageTranscribed: '{service} will transcribe this interview in {language}.',
  transcriptionAdvancedUnavailable: '{service} has no advanced mode on this server: it would transcribe exactly as in standard mode.',
  ohmsImported: 'The OHMS file has been imported: an index of {points} points and a transcript version of {paragraphs} paragraphs.',
} as const;

/** "{service} cannot be used: {reason}" for a transcription service this server cannot run. */
export function speechServiceUnavailable(service: string, reason: string): string {
  return fillTemplate(settingsTemplates.speechServiceUnavailable, { service, reason });
}

/** The refusal of a transcription whose organization picked a service this server cannot run. */
export function transcriptionServiceUnavailable(service: string): string {
  return fillTemplate(settingsTemplates.transcriptionServiceUnavailable, { service });
}

/** Said before transcription when the engine has no model for the interview's language. */
export function languageNotTranscribed(service: string, language: string): string {
  return fillTemplate(settingsTemplates.languageNotTranscribed, { service, language });
}

/** Why "Advanced" is not offered (and is refused) for a service whose advanced mode would be its standard one. */
export function transcriptionAdvancedUnavailable(service: string): string {
  return fillTemplate(settingsTemplates.transcriptionAdvancedUnavailable, { service });
}

/** Said beside the language when the engine takes it. */
export function languageTranscribed(service: string, language: string): string {
  return fillTemplate(settingsTemplates.languageTranscribed, { service, language });
}

/** What an OHMS import made. */
export function ohmsImported(points: number, paragraphs: number): string {
  return fillTemplate(settingsTemplates.ohmsImported, { points, paragraphs });
}

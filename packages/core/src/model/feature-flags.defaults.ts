import type { FeatureFlags } from './feature-flags.schema.js';

// The defaults written out rather than parsed from the schema, so the shell's first render has them without zod
// (feature-flags.schema.test.ts checks they are what the schema gives for an empty answer).

/** The flags in force when the flag service has said nothing. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  enableNewConclude: true,
  newFeatureUi: true,
  enableOrgBranding: false,
  enableRemixer: false,
  automaticTranscode: true,
  localRecordingMimeType: 'audio/webm;codecs=opus',
  localRecordingVideoBitrate: 4_000_000,
  localRecordingMaxResolution: { width: 1920, height: 1080 },
  localRecordingStreaming: true,
  localRecordingsPolyfill: false,
  callPublisher: {
    autoGainControl: true,
    disableAudioProcessing: false,
    echoCancellation: true,
    enableStereo: false,
    noiseSuppression: true,
  },
};

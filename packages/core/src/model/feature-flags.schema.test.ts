import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from './feature-flags.defaults.js';
import { FeatureFlagsSchema } from './feature-flags.schema.js';
import { DEFAULT_PUBLISHER_OPTIONS } from './publisher-options.schema.js';

describe('FeatureFlagsSchema', () => {
  it('names every documented flag', () => {
    expect(Object.keys(FeatureFlagsSchema.shape).sort()).toEqual(
      [
        'enableNewConclude',
        'newFeatureUi',
        'enableOrgBranding',
        'enableRemixer',
        'automaticTranscode',
        'localRecordingMimeType',
        'localRecordingVideoBitrate',
        'localRecordingMaxResolution',
        'localRecordingStreaming',
        'localRecordingsPolyfill',
        'callPublisher',
      ].sort(),
    );
  });

  it('gives the documented defaults when the flag service says nothing', () => {
    expect(DEFAULT_FEATURE_FLAGS.localRecordingMimeType).toBe('audio/webm;codecs=opus');
    expect(DEFAULT_FEATURE_FLAGS.localRecordingVideoBitrate).toBe(4_000_000);
    expect(DEFAULT_FEATURE_FLAGS.localRecordingMaxResolution).toEqual({ width: 1920, height: 1080 });
    expect(DEFAULT_FEATURE_FLAGS.callPublisher).toEqual(DEFAULT_PUBLISHER_OPTIONS);
    expect(DEFAULT_FEATURE_FLAGS.enableRemixer).toBe(false);
  });

  it('writes out exactly the defaults the schema gives an empty answer', () => {
    expect(DEFAULT_FEATURE_FLAGS).toEqual(FeatureFlagsSchema.parse({}));
  });

  it('keeps the flags it is given', () => {
    expect(FeatureFlagsSchema.parse({ enableRemixer: true }).enableRemixer).toBe(true);
  });

  it('rejects a flag of the wrong type', () => {
    expect(FeatureFlagsSchema.safeParse({ localRecordingVideoBitrate: '4M' }).error?.issues[0]?.path).toEqual([
      'localRecordingVideoBitrate',
    ]);
    expect(FeatureFlagsSchema.safeParse({ enableRemixer: 1 }).error?.issues[0]?.path).toEqual(['enableRemixer']);
  });
});

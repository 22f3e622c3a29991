import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLISHER_OPTIONS, PublisherOptionsSchema } from './publisher-options.schema.js';

describe('PublisherOptionsSchema', () => {
  it('fills in the documented defaults', () => {
    expect(DEFAULT_PUBLISHER_OPTIONS).toEqual({
      autoGainControl: true,
      disableAudioProcessing: false,
      echoCancellation: true,
      enableStereo: false,
      noiseSuppression: true,
    });
  });

  it('keeps what is given and defaults the rest', () => {
    expect(PublisherOptionsSchema.parse({ enableStereo: true })).toEqual({ ...DEFAULT_PUBLISHER_OPTIONS, enableStereo: true });
  });

  it('rejects an option that is not a boolean', () => {
    expect(PublisherOptionsSchema.safeParse({ echoCancellation: 'on' }).error?.issues[0]?.path).toEqual(['echoCancellation']);
  });
});

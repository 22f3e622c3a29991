import { describe, expect, it } from 'vitest';
import { UploadProgressSchema } from './story-upload.schema.js';

describe('UploadProgressSchema', () => {
  it.each(['0', '1', '42', '100', 'FAILED'])('accepts %s', (value) => {
    expect(UploadProgressSchema.parse(value)).toBe(value);
  });

  it.each(['', '101', '-1', '4.5', '050', '42%', 'failed', 42])('rejects %s', (value) => {
    expect(UploadProgressSchema.safeParse(value).success).toBe(false);
  });
});

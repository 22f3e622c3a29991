import { describe, expect, it } from 'vitest';
import { INITIAL_UPLOAD_STATE, UploadStateSchema } from './upload-state.schema.js';

describe('UploadStateSchema', () => {
  it('starts with nothing uploading', () => {
    expect(UploadStateSchema.parse(INITIAL_UPLOAD_STATE)).toEqual(INITIAL_UPLOAD_STATE);
  });

  it('accepts an upload in progress', () => {
    const state = {
      ...INITIAL_UPLOAD_STATE,
      uploadingFiles: true,
      filesCompleted: 1,
      current: 2,
      total: 3,
      stories: [{ _id: 's1', title: 'tape1.mp4', size: 1000, uploadProgress: '40', uploadedPartCount: 0 }],
      projectId: 'p1',
    };
    expect(UploadStateSchema.parse(state)).toEqual(state);
  });

  it('rejects counters that contradict each other', () => {
    expect(UploadStateSchema.safeParse({ ...INITIAL_UPLOAD_STATE, current: 4, total: 3 }).error?.issues[0]?.path).toEqual(['current']);
    const moreDoneThanCurrent = { ...INITIAL_UPLOAD_STATE, filesCompleted: 2, current: 1, total: 3 };
    expect(UploadStateSchema.safeParse(moreDoneThanCurrent).error?.issues[0]?.path).toEqual(['filesCompleted']);
  });

  it('rejects an unknown files tab', () => {
    expect(UploadStateSchema.safeParse({ ...INITIAL_UPLOAD_STATE, filesTab: 'dropbox' }).error?.issues[0]?.path).toEqual(['filesTab']);
  });
});

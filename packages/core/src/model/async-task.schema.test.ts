import { describe, expect, it } from 'vitest';
import { AsyncOperationSchema, AsyncTaskSchema, DownloadBuildTaskSchema, StoryAsyncTaskSchema } from './async-task.schema.js';

describe('async task schemas', () => {
  it('accept the documented statuses of each kind of task', () => {
    for (const status of ['pending', 'pending_mux', 'completed', 'failed', 'no_op', 'unknown']) {
      expect(AsyncOperationSchema.safeParse({ type: 'transcribe', status }).success).toBe(true);
    }
    for (const status of ['Pending', 'PendingMux', 'Completed', 'Failed']) {
      expect(StoryAsyncTaskSchema.safeParse({ id: 't1', type: 'transcode', status }).success).toBe(true);
    }
    for (const status of ['pending', 'completed', 'failed']) {
      expect(AsyncTaskSchema.safeParse({ id: 't1', type: 'transcribe', status }).success).toBe(true);
    }
  });

  it('read the capitalised statuses a download build reports as the task statuses', () => {
    const failed = AsyncTaskSchema.parse({
      id: 'b1',
      type: 'BuildDownload',
      status: 'Failed',
      errorMsg: 'This story has no local recordings',
    });
    expect(failed.status).toBe('failed');
    expect(AsyncTaskSchema.parse({ id: 'b1', type: 'BuildDownload', status: 'Pending' }).status).toBe('pending');
    expect(AsyncTaskSchema.parse({ id: 'b1', type: 'BuildDownload', status: 'Completed' }).status).toBe('completed');
    expect(AsyncTaskSchema.safeParse({ id: 'b1', type: 'BuildDownload', status: 'PendingMux' }).success).toBe(false);
  });

  it('keep the task service statuses apart from the story operation statuses', () => {
    expect(AsyncTaskSchema.safeParse({ id: 't1', type: 'transcribe', status: 'pending_mux' }).success).toBe(false);
    expect(StoryAsyncTaskSchema.safeParse({ id: 't1', type: 'transcode', status: 'pending' }).success).toBe(false);
    expect(AsyncOperationSchema.safeParse({ type: 'transcribe', status: 'Pending' }).success).toBe(false);
  });

  it('accept only the advanced and standard transcription modes', () => {
    expect(AsyncOperationSchema.safeParse({ type: 'transcribe', status: 'pending', mode: 'advanced' }).success).toBe(true);
    expect(AsyncOperationSchema.safeParse({ type: 'transcribe', status: 'pending', mode: 'fast' }).success).toBe(false);
  });

  it('require a URL on a completed download build and a message on a failed one', () => {
    expect(DownloadBuildTaskSchema.safeParse({ taskId: 'b1', status: 'Pending' }).success).toBe(true);
    expect(DownloadBuildTaskSchema.safeParse({ taskId: 'b1', status: 'Completed', downloadUrl: '/api/media/all.zip' }).success).toBe(true);
    expect(DownloadBuildTaskSchema.safeParse({ taskId: 'b1', status: 'Completed' }).success).toBe(false);
    expect(DownloadBuildTaskSchema.safeParse({ taskId: 'b1', status: 'Failed', errorMsg: 'disk full' }).success).toBe(true);
    expect(DownloadBuildTaskSchema.safeParse({ taskId: 'b1', status: 'Failed' }).success).toBe(false);
    expect(DownloadBuildTaskSchema.safeParse({ taskId: 'b1', status: 'pending' }).success).toBe(false);
  });
});

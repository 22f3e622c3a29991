import { describe, expect, it } from 'vitest';
import { downloadBuildFromTask } from './download-build.js';

describe('downloadBuildFromTask', () => {
  it('reads a pending build, a finished one with its address, and a failure with its message', () => {
    expect(downloadBuildFromTask({ id: 't1', type: 'BuildDownload', status: 'pending' })).toEqual({ status: 'Pending' });
    expect(downloadBuildFromTask({ id: 't1', type: 'BuildDownload', status: 'completed', downloadUrl: '/api/media/all.tar' })).toEqual({
      status: 'Completed',
      downloadUrl: '/api/media/all.tar',
    });
    expect(
      downloadBuildFromTask({ id: 't1', type: 'BuildDownload', status: 'failed', errorMsg: 'This story has no local recordings' }),
    ).toEqual({
      status: 'Failed',
      message: "Task failed: 'This story has no local recordings'",
    });
  });

  it('fails a task of another type, and a finished build that gave no address', () => {
    expect(downloadBuildFromTask({ id: 't1', type: 'RenderRemix', status: 'pending' })).toEqual({
      status: 'Failed',
      message: 'Unexpected task type for download build',
    });
    const noAddress = downloadBuildFromTask({ id: 't1', type: 'BuildDownload', status: 'completed', downloadUrl: null });
    expect(noAddress).toEqual({ status: 'Failed', message: 'The recordings could not be packed. Please try again.' });
  });
});

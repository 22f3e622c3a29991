import { describe, expect, it } from 'vitest';
import { archivePackageFromTask } from './archive-package.js';

describe('archivePackageFromTask', () => {
  it('reads a running build with its progress, a finished one with its address, and a failure with its message', () => {
    expect(archivePackageFromTask({ id: 't1', type: 'BuildArchivePackage', status: 'pending', progress: 0.4 })).toEqual({
      status: 'Pending',
      progress: 0.4,
    });
    expect(archivePackageFromTask({ id: 't1', type: 'BuildArchivePackage', status: 'pending' })).toEqual({
      status: 'Pending',
      progress: null,
    });
    expect(
      archivePackageFromTask({ id: 't1', type: 'BuildArchivePackage', status: 'completed', downloadUrl: '/media/archive.tar' }),
    ).toEqual({ status: 'Completed', downloadUrl: '/media/archive.tar' });
    expect(archivePackageFromTask({ id: 't1', type: 'BuildArchivePackage', status: 'failed', errorMsg: 'Story not found' })).toEqual({
      status: 'Failed',
      message: "Task failed: 'Story not found'",
    });
  });

  it('fails a task of another type, and a finished build that gave no address', () => {
    const failed = { status: 'Failed', message: 'The archival package could not be made. Please try again.' };
    expect(archivePackageFromTask({ id: 't1', type: 'BuildDownload', status: 'pending' })).toEqual(failed);
    expect(archivePackageFromTask({ id: 't1', type: 'BuildArchivePackage', status: 'completed', downloadUrl: null })).toEqual(failed);
  });
});

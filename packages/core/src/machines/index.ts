// Public API of core's machines area; each file of the area is re-exported here.
export * from './auth/auth.machine.js';
export * from './auth/auth.types.js';
export * from './auth/auth-redirect.js';
export * from './bulk-actions/bulk-actions.machine.js';
export * from './bulk-actions/bulk-actions.types.js';
export * from './bulk-actions/bulk-result.js';
export * from './clip-readiness/clip-readiness.machine.js';
export * from './notice.js';
export * from './paging/paging.machine.js';
export * from './story-tasks/pending-operations.js';
export * from './story-tasks/story-tasks.machine.js';
export * from './upload/file-upload.machine.js';
export * from './upload/file-upload.types.js';
export * from './upload/file-upload-progress.js';
export * from './upload/upload-batch.machine.js';

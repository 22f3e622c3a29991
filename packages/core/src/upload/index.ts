// Public API of core's upload area; each file of the area is re-exported here.
export * from './download-file-name.js';
export * from './export-file-name.js';
export * from './progress-throttle.js';
export * from './upload-parts.js';
export * from './upload-progress.js';
export * from './upload-session.types.js';

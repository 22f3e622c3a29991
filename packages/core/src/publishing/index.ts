// Public API of core's publishing area (clips library, galleries); each file of the area is re-exported here.

export * from './archive-package.js';
export * from './download-build.js';
export * from './gallery-sync.js';

// Public API of core's transcript area; each file of the area is re-exported here.
export * from './word-duration.js';

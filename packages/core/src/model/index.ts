// Public API of core's model area; each file of the area is re-exported here.
export * from './health.schema.js';

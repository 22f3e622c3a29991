// Public API of core's ports; each port file is re-exported here.
export * from './health-api.port.js';
export * from './job-queue.port.js';
export * from './media-processor.port.js';
export * from './object-store.port.js';
export * from './speech-to-text.port.js';

// Public API of core's ports; each port file is re-exported here.

export * from './account-api.port.js';
export * from './analytics.port.js';
export * from './api-failure.port.js';
export * from './authoring-draft-store.port.js';
export * from './browser-notifications.port.js';
export * from './clock.port.js';
export * from './conclude-api.port.js';
export * from './device-storage.port.js';
export * from './error-reporter.port.js';
export * from './feature-flags-api.port.js';
export * from './folder-api.port.js';
export * from './health-api.port.js';
export * from './job-queue.port.js';
export * from './local-recording-store.port.js';
export * from './media-processor.port.js';
export * from './object-store.port.js';
export * from './organization-api.port.js';
export * from './project-api.port.js';
export * from './speech-to-text.port.js';
export * from './story-api.port.js';
export * from './story-search-api.port.js';
export * from './task-service.port.js';
export * from './token-refresher.port.js';
export * from './transcript-api.port.js';
export * from './upload-api.port.js';
export * from './visitor.port.js';

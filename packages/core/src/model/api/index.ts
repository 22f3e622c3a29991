// Request and response payloads of the HTTP API (the server validates requests with these; the browser validates answers).
export * from './account.api.js';
export * from './chapter-index.api.schema.js';
export * from './clip.api.schema.js';
export * from './common.api.js';
export * from './conclude.api.schema.js';
export * from './folder.api.js';
export * from './member.api.js';
export * from './misc.api.js';
export * from './organization.api.js';
export * from './project.api.js';
export * from './recording.api.schema.js';
export * from './search.api.schema.js';
export * from './sharing.api.schema.js';
export * from './story.api.js';
export * from './story-bulk-upload.api.schema.js';
export * from './transcript.api.schema.js';
export * from './upload.api.schema.js';

export * from './model/health.schema.js';
export * from './policy/page-title.js';
export * from './ports/health-api.port.js';

export * from './container/create-container.js';
export * from './http/api-error.js';
export * from './http/http-client.js';
export * from './http/http-health.api.js';
export * from './http/http-account.api.js';

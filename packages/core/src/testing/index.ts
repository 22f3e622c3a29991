export * from './fake-health-api.js';

// Public API of core's ports; each port file is re-exported here.
export * from './health-api.port.js';

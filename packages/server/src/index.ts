export * from './config.js';
export * from './db/database.js';
export * from './http/app.js';

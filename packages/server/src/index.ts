export * from './config.js';
export * from './db/database.js';
export * from './http/app.js';
export * from './db/migrate.js';
export * from './db/postgres-cluster.js';
export type { DB } from './db/schema.js';
export * from './seed/bench.seed.js';

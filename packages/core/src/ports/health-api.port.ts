import type { Health } from '../model/health.schema.js';

/** Asks the backend whether it is up. */
export const HealthApi = Symbol('HealthApi');
export interface HealthApi {
  check(): Promise<Health>;
}

import type { VisitRecord } from '../model/visit.schema.js';

/** Records a visit on the server (`POST /visits/create`); the answer is not read. */
export const VisitApi = Symbol('VisitApi');
export interface VisitApi {
  create(visit: VisitRecord): Promise<void>;
}

/** This device's visitor identity, and the visit log kept at most once per re-log interval. */
export const VisitorTracker = Symbol('VisitorTracker');
export interface VisitorTracker {
  /**
   * Returns the visitor id (created and kept on the device on first use) and records a visit when one is due.
   * Never rejects: a failure is logged and reported, and the id is still returned.
   */
  init(landingPage: string): Promise<string>;
}

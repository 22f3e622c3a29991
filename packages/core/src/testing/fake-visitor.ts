import type { VisitRecord } from '../model/visit.schema.js';
import type { VisitApi } from '../ports/visitor.port.js';

/** Keeps the visits it was sent; fails every call while `failWith` is set. */
export class FakeVisitApi implements VisitApi {
  readonly visits: VisitRecord[] = [];
  failWith: Error | null = null;

  async create(visit: VisitRecord): Promise<void> {
    if (this.failWith) throw this.failWith;
    this.visits.push(visit);
  }
}

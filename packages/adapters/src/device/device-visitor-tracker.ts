import {
  type Clock,
  type DeviceStorage,
  type ErrorReporter,
  VISIT_RELOG_INTERVAL_MS,
  type VisitApi,
  type VisitorTracker,
  type VisitRecord,
} from '@storykeep/core';
import { browserVisitFacts } from './browser-visit-facts.js';

export interface VisitorTrackerDeps {
  storage: DeviceStorage;
  visits: VisitApi;
  clock: Clock;
  reporter: ErrorReporter;
  randomId?: () => string;
  facts?: (landingPage: string) => Omit<VisitRecord, 'visitor_id' | 'landing_page'>;
  log?: (message: string, error: unknown) => void;
}

/** The visitor id lives on the device; a visit is logged when none was, or the last is older than 4 hours. */
export class DeviceVisitorTracker implements VisitorTracker {
  constructor(private readonly deps: VisitorTrackerDeps) {}

  async init(landingPage: string): Promise<string> {
    const { storage, visits, clock, reporter } = this.deps;
    const visitorId = storage.getVisitorId() ?? this.newVisitorId();
    try {
      if (storage.getVisitorId() !== visitorId) storage.setVisitorId(visitorId);
      const now = clock.now();
      const last = storage.getLastVisitTime();
      if (last === null || now - last > VISIT_RELOG_INTERVAL_MS) {
        const facts = (this.deps.facts ?? browserVisitFacts)(landingPage);
        await visits.create({ ...facts, visitor_id: visitorId, landing_page: landingPage });
        storage.setLastVisitTime(now);
      }
    } catch (error) {
      (this.deps.log ?? ((message, e) => console.error(message, e)))('Visitor initialisation failed', error);
      reporter.captureException(error, { tags: { area: 'visitor' } });
    }
    return visitorId;
  }

  private newVisitorId(): string {
    try {
      return (this.deps.randomId ?? (() => globalThis.crypto.randomUUID()))();
    } catch {
      // Without crypto.randomUUID (old browsers, insecure origins) a time-and-random id still tells visitors apart.
      return `v-${this.deps.clock.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
    }
  }
}

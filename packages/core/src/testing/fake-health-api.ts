import type { Health } from '../model/health.schema.js';
import type { HealthApi } from '../ports/health-api.port.js';

/** In-memory HealthApi for unit tests: answers what it was given, or fails when told to. */
export class FakeHealthApi implements HealthApi {
  calls = 0;
  constructor(private answer: Health | Error = { status: 'ok', version: 'test', database: 'pglite' }) {}

  respondWith(answer: Health | Error): void {
    this.answer = answer;
  }

  async check(): Promise<Health> {
    this.calls += 1;
    if (this.answer instanceof Error) throw this.answer;
    return this.answer;
  }
}

import type { FeatureFlags } from '../model/feature-flags.schema.js';
import type { FeatureFlagsApi } from '../ports/feature-flags-api.port.js';

/** Answers the flags it was given. */
export class FakeFeatureFlagsApi implements FeatureFlagsApi {
  constructor(public flags: Partial<FeatureFlags> = {}) {}

  async get(): Promise<Partial<FeatureFlags>> {
    return { ...this.flags };
  }
}

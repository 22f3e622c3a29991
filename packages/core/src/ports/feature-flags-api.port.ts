import type { FeatureFlags } from '../model/feature-flags.schema.js';

/** Feature flags for the signed-in user in their organization (`POST /feature_flags`); missing flags keep their defaults. */
export const FeatureFlagsApi = Symbol('FeatureFlagsApi');
export interface FeatureFlagsApi {
  get(): Promise<Partial<FeatureFlags>>;
}

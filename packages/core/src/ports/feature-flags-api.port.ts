import type { FeatureFlagsUpdateRequest } from '../model/api/feature-flags.api.js';
import type { FeatureFlags } from '../model/feature-flags.schema.js';

/** Feature flags for the signed-in user in their organization (`POST /feature_flags`); missing flags keep their defaults. */
export const FeatureFlagsApi = Symbol('FeatureFlagsApi');
export interface FeatureFlagsApi {
  get(): Promise<Partial<FeatureFlags>>;
  /** An organization's own flags over the defaults (`GET /feature_flags/organization/{code}`), for its managers. */
  ofOrganization(organizationCode: string): Promise<FeatureFlags>;
  /** Stores an organization's flags (`PUT /feature_flags/organization/{code}`); null returns a flag to its default. */
  setForOrganization(organizationCode: string, flags: FeatureFlagsUpdateRequest['flags']): Promise<void>;
}

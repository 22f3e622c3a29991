import type { FeatureFlagsUpdateRequest } from '../model/api/feature-flags.api.js';
import { DEFAULT_FEATURE_FLAGS } from '../model/feature-flags.defaults.js';
import type { FeatureFlags } from '../model/feature-flags.schema.js';
import type { FeatureFlagsApi } from '../ports/feature-flags-api.port.js';

/** Answers the flags it was given; an organization's stored flags are kept per code, as the server keeps them. */
export class FakeFeatureFlagsApi implements FeatureFlagsApi {
  readonly organizations = new Map<string, Partial<FeatureFlags>>();
  constructor(public flags: Partial<FeatureFlags> = {}) {}

  async get(): Promise<Partial<FeatureFlags>> {
    return { ...this.flags };
  }

  async ofOrganization(organizationCode: string): Promise<FeatureFlags> {
    return { ...DEFAULT_FEATURE_FLAGS, ...this.organizations.get(organizationCode) };
  }

  async setForOrganization(organizationCode: string, flags: FeatureFlagsUpdateRequest['flags']): Promise<void> {
    const next: Record<string, unknown> = { ...this.organizations.get(organizationCode) };
    for (const [name, value] of Object.entries(flags)) {
      if (value === null) delete next[name];
      else if (value !== undefined) next[name] = value;
    }
    this.organizations.set(organizationCode, next as Partial<FeatureFlags>);
  }
}

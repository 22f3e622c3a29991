import {
  type FeatureFlags,
  type FeatureFlagsApi,
  FeatureFlagsResponseSchema,
  FeatureFlagsSchema,
  type FeatureFlagsUpdateRequest,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { HttpClient } from './http-client.js';

const StoredFlagsSchema = z.record(z.string(), z.unknown());

/** FeatureFlagsApi over HTTP: `POST /feature_flags` asking for every flag; an organization's flags by its code. */
@injectable()
export class HttpFeatureFlagsApi implements FeatureFlagsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  get(): Promise<Partial<FeatureFlags>> {
    return this.http.request('POST', '/feature_flags', FeatureFlagsResponseSchema, { feature_flags: [] });
  }

  ofOrganization(organizationCode: string): Promise<FeatureFlags> {
    return this.http.request('GET', `/feature_flags/organization/${encodeURIComponent(organizationCode)}`, FeatureFlagsSchema);
  }

  async setForOrganization(organizationCode: string, flags: FeatureFlagsUpdateRequest['flags']): Promise<void> {
    await this.http.request('PUT', `/feature_flags/organization/${encodeURIComponent(organizationCode)}`, StoredFlagsSchema, { flags });
  }
}

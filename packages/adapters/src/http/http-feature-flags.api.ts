import { type FeatureFlags, type FeatureFlagsApi, FeatureFlagsResponseSchema } from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';

/** FeatureFlagsApi over HTTP: `POST /feature_flags` asking for every flag. */
@injectable()
export class HttpFeatureFlagsApi implements FeatureFlagsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  get(): Promise<Partial<FeatureFlags>> {
    return this.http.request('POST', '/feature_flags', FeatureFlagsResponseSchema, { feature_flags: [] });
  }
}

import { type Health, type HealthApi, HealthSchema } from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';

/** HealthApi over HTTP: `GET /health`. */
@injectable()
export class HttpHealthApi implements HealthApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  check(): Promise<Health> {
    return this.http.request('GET', '/health', HealthSchema);
  }
}

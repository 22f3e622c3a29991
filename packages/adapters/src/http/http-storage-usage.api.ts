import { type StorageUsage, type StorageUsageApi, StorageUsageSchema } from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** StorageUsageApi over HTTP: `GET /organization/{code}/storage`. */
@injectable()
export class HttpStorageUsageApi implements StorageUsageApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  storageUsage(organizationCode: string): Promise<StorageUsage> {
    return this.http.request('GET', `/organization/${segment(organizationCode)}/storage`, StorageUsageSchema);
  }
}

import type { StorageUsage } from '../model/api/upload.api.schema.js';

/** An organization's stored bytes against its quota (`GET /organization/{code}/storage`), for its managers. */
export const StorageUsageApi = Symbol('StorageUsageApi');
export interface StorageUsageApi {
  storageUsage(organizationCode: string): Promise<StorageUsage>;
}

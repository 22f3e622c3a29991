import type { StorageUsage } from '../model/api/upload.api.schema.js';
import type { StorageUsageApi } from '../ports/storage-usage-api.port.js';

/** In-memory StorageUsageApi: each organization's usage by code; an unknown code is refused. */
export class FakeStorageUsageApi implements StorageUsageApi {
  readonly usage = new Map<string, StorageUsage>();

  async storageUsage(organizationCode: string): Promise<StorageUsage> {
    const usage = this.usage.get(organizationCode);
    if (!usage) throw Object.assign(new Error('Not found'), { status: 404, code: 'NOT_FOUND' });
    return { ...usage };
  }
}

import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpStorageUsageApi } from './http-storage-usage.api.js';

describe('HttpStorageUsageApi', () => {
  it('asks the organization’s storage by its code and reads bytes used and the quota (null: no limit)', async () => {
    const seen: string[] = [];
    const answers = [
      { usedBytes: 1500, quotaBytes: 2000 },
      { usedBytes: 0, quotaBytes: null },
      { usedBytes: -1, quotaBytes: 5 },
    ];
    const fetch = async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return new Response(JSON.stringify(answers.shift()), { status: 200 });
    };
    const api = new HttpStorageUsageApi(new HttpClient({ baseUrl: '/api', fetch, getToken: () => 'token' }));
    expect(await api.storageUsage('river bend')).toEqual({ usedBytes: 1500, quotaBytes: 2000 });
    expect(await api.storageUsage('riverbend')).toEqual({ usedBytes: 0, quotaBytes: null });
    await expect(api.storageUsage('riverbend')).rejects.toThrow();
    expect(seen[0]).toBe('/api/organization/river%20bend/storage');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserStorageQuota } from './browser-storage-quota.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BrowserStorageQuota', () => {
  it('answers the browser’s usage and quota', async () => {
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: 96, quota: 100 }) } });
    expect(await new BrowserStorageQuota().estimate()).toEqual({ usage: 96, quota: 100 });
  });

  it('answers nothing where the browser gives no estimate', async () => {
    vi.stubGlobal('navigator', {});
    expect(await new BrowserStorageQuota().estimate()).toBeUndefined();
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: 5 }) } });
    expect(await new BrowserStorageQuota().estimate()).toBeUndefined();
  });
});

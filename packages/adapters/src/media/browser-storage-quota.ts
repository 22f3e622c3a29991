import type { StorageEstimate, StorageQuota } from '@storykeep/core';

/** StorageQuota over navigator.storage.estimate(); undefined where the browser gives no estimate. */
export class BrowserStorageQuota implements StorageQuota {
  async estimate(): Promise<StorageEstimate | undefined> {
    const storage = (globalThis as { navigator?: Navigator }).navigator?.storage;
    if (!storage?.estimate) return undefined;
    const { usage, quota } = await storage.estimate();
    return usage === undefined || quota === undefined ? undefined : { usage, quota };
  }
}

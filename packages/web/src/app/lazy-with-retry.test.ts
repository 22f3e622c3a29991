import { describe, expect, it } from 'vitest';
import { importWithRetry, RELOAD_MARK_KEY } from './lazy-with-retry.js';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function failing(times: number) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: async () => {
      calls += 1;
      if (calls <= times) throw new Error(`chunk failed ${calls}`);
      return 'page';
    },
  };
}

describe('importWithRetry', () => {
  it('retries up to three attempts with the configured wait between them', async () => {
    const waits: number[] = [];
    const source = failing(2);
    const result = await importWithRetry(source.load, { storage: memoryStorage(), sleep: async (ms) => void waits.push(ms) });
    expect(result).toBe('page');
    expect(source.calls).toBe(3);
    expect(waits).toEqual([2000, 2000]);
  });

  it('reloads the page once after the third failure and remembers it', async () => {
    const storage = memoryStorage();
    let reloads = 0;
    const source = failing(99);
    void importWithRetry(source.load, {
      storage,
      sleep: async () => {},
      reload: () => {
        reloads += 1;
      },
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(reloads).toBe(1);
    expect(storage.map.get(RELOAD_MARK_KEY)).toBe('1');
  });

  it('raises the error when loading fails again after the reload', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_MARK_KEY, '1');
    let reloads = 0;
    const source = failing(99);
    await expect(
      importWithRetry(source.load, {
        storage,
        sleep: async () => {},
        reload: () => {
          reloads += 1;
        },
      }),
    ).rejects.toThrow('chunk failed 3');
    expect(reloads).toBe(0);
    // A second load of the same broken chunk (a preload beside the page's own) fails too, without a reload loop.
    await expect(importWithRetry(failing(99).load, { storage, sleep: async () => {}, reload: () => (reloads += 1) })).rejects.toThrow();
    expect(reloads).toBe(0);
  });

  it('forgets the reload once a page loads', async () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_MARK_KEY, '1');
    await importWithRetry(failing(0).load, { storage, sleep: async () => {} });
    expect(storage.getItem(RELOAD_MARK_KEY)).toBeNull();
  });
});

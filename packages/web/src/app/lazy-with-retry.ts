import { LAZY_LOAD_ATTEMPTS, LAZY_LOAD_RETRY_MS } from '@storykeep/core';

/** Set while the one forced reload after failed page loads is under way, so it happens only once. */
export const RELOAD_MARK_KEY = 'storykeep.lazyReloaded';

export interface RetryOptions {
  attempts?: number;
  waitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload?: () => void;
  /** Whether a success forgets the reload mark (a page's chunk: yes; a chunk every page loads, such as the container's: no). */
  forgetsReload?: boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a lazy page, surviving a deploy that replaced its chunk: up to 3 attempts 2 s apart, then one forced full reload (remembered in
 * sessionStorage until a page loads, so it happens once); if loading fails again after that reload, the error is raised.
 */
export async function importWithRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? LAZY_LOAD_ATTEMPTS;
  const waitMs = options.waitMs ?? LAZY_LOAD_RETRY_MS;
  const sleep = options.sleep ?? defaultSleep;
  const storage = options.storage === undefined ? globalThis.sessionStorage : options.storage;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const loaded = await load();
      if (options.forgetsReload !== false) storage?.removeItem(RELOAD_MARK_KEY);
      return loaded;
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await sleep(waitMs);
    }
  }
  if (storage && storage.getItem(RELOAD_MARK_KEY) === null) {
    storage.setItem(RELOAD_MARK_KEY, '1');
    (options.reload ?? (() => globalThis.location.reload()))();
    return new Promise<T>(() => {});
  }
  // The mark stays until a page loads: a second load of the same broken chunk (a preload beside the page's own) must not
  // reload again, or the page would reload for ever.
  throw lastError;
}

import type { Container } from 'inversify';
import type { DeferredContainer } from '../shared/container-context.js';
import { tracked } from '../shared/tracked-promise.js';
import { importWithRetry } from './lazy-with-retry.js';

/** A container built by `load` on first demand (once; a failed load is tried again on the next demand). */
export function deferredContainer(load: () => Promise<Container>): DeferredContainer {
  let container: Container | null = null;
  let pending: Promise<Container> | undefined;
  const listeners = new Set<() => void>();
  return {
    current: () => container,
    load() {
      pending ??= tracked(
        // Its success must not forget a page's reload mark: with a page chunk that keeps failing, it would reload for ever.
        importWithRetry(load, { forgetsReload: false }).then(
          (loaded) => {
            container = loaded;
            for (const listener of listeners) listener();
            return loaded;
          },
          (error: unknown) => {
            pending = undefined;
            throw error;
          },
        ),
      );
      return pending;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A port whose every method answers a promise, standing in until the container has loaded: each call loads it (once)
 * and forwards to the real adapter. The auth machine talks to the account API through one, so the sign-in page runs
 * the machine without the container's code.
 */
export function deferredPort<T extends object>(resolve: () => Promise<T>): T {
  return new Proxy({} as T, {
    get(_target, name) {
      if (name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const port = (await resolve()) as Record<PropertyKey, (...a: unknown[]) => unknown>;
        const method = port[name];
        if (typeof method !== 'function') throw new Error(`The port has no method ${String(name)}`);
        return method.apply(port, args);
      };
    },
  });
}

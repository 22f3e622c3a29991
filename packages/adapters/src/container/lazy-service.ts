import { Observable } from 'rxjs';

/** A port whose adapter module is imported on first use; `resolve()` loads it (once) and answers the adapter. */
export type Lazy<T> = T & { resolve(): Promise<T> };

/** Caches one dynamic import, and forgets a failed one so the next call tries again. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * Stands in for a port whose methods answer promises or observables: each call waits for the adapter's module, then
 * forwards. Lets the container bind IndexedDB and the task service without the sign-in page loading idb or graphql-ws.
 */
export function lazyService<T extends object>(load: () => Promise<T>, observableMethods: readonly (keyof T)[] = []): Lazy<T> {
  const resolve = once(load);
  const observables = new Set<PropertyKey>(observableMethods);
  return new Proxy({} as Lazy<T>, {
    get(_target, name) {
      if (name === 'resolve') return resolve;
      if (name === 'then') return undefined;
      if (observables.has(name)) return (...args: unknown[]) => deferred(resolve, name, args);
      return async (...args: unknown[]) => {
        const service = (await resolve()) as Record<PropertyKey, (...a: unknown[]) => unknown>;
        return service[name]?.(...args);
      };
    },
  });
}

function deferred<T>(resolve: () => Promise<T>, name: PropertyKey, args: unknown[]): Observable<unknown> {
  return new Observable((subscriber) => {
    let inner: { unsubscribe(): void } | undefined;
    let closed = false;
    resolve().then(
      (service) => {
        if (closed) return;
        const method = (service as Record<PropertyKey, (...a: unknown[]) => Observable<unknown>>)[name];
        inner = method?.apply(service, args).subscribe(subscriber);
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => {
      closed = true;
      inner?.unsubscribe();
    };
  });
}

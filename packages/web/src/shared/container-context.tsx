import type { Container } from 'inversify';
import { createContext, use, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

/**
 * The container of ports as the app starts it: its code (inversify, the HTTP adapters, core's schemas) is a chunk of
 * its own, loaded beside the first page's chunk when someone is signed in, or when a page first needs a port — so the
 * sign-in page paints without it (docs/architecture.md, "Start-up").
 */
export interface DeferredContainer {
  /** The container once it has loaded, else null. */
  current(): Container | null;
  /** Loads the container (once) and answers it: always the same promise, marked with its outcome for `use()`. */
  load(): Promise<Container>;
  /** Calls `listener` once the container has loaded. */
  subscribe(listener: () => void): () => void;
}

/** A container at hand (tests, the harness) or one that loads on demand (the running app). */
export type ContainerSource = Container | DeferredContainer;

export const ContainerContext = createContext<ContainerSource | null>(null);
export const ContainerProvider = ContainerContext.Provider;

function isDeferred(source: ContainerSource): source is DeferredContainer {
  return 'load' in source && 'subscribe' in source;
}

function useSource(hook: string): ContainerSource {
  const source = useContext(ContainerContext);
  if (!source) throw new Error(`${hook} needs a ContainerProvider above it`);
  return source;
}

/**
 * Resolves a core port from the composition root's container. While the container's chunk is still loading the
 * component suspends (the nearest Suspense boundary shows its fallback) and renders once it is in.
 */
export function useService<T>(token: symbol): T {
  const source = useSource('useService');
  if (!isDeferred(source)) return source.get<T>(token);
  // Always through use(), loaded or not: React needs a component that suspended on it to call it again on its retry.
  return use(source.load()).get<T>(token);
}

const never = () => () => undefined;

/** The container once it has loaded (re-rendering then), else null; unlike {@link useService} it never loads it. */
export function useLoadedContainer(): Container | null {
  const source = useSource('useLoadedContainer');
  const deferred = isDeferred(source) ? source : null;
  const subscribe = useCallback((listener: () => void) => (deferred ? deferred.subscribe(listener) : never()), [deferred]);
  const current = useCallback(() => (deferred ? deferred.current() : (source as Container)), [deferred, source]);
  return useSyncExternalStore(subscribe, current, current);
}

/** Loads the container on demand, for event handlers and effects that need a port only when something happens. */
export function useContainerLoader(): () => Promise<Container> {
  const source = useSource('useContainerLoader');
  return useCallback(() => (isDeferred(source) ? source.load() : Promise.resolve(source)), [source]);
}

/**
 * A port for app-wide machines made before the container has loaded (the upload batch): a stand-in whose methods
 * look the port up when called. They are called from pages, which render only once the container is in.
 */
export function useLateBoundService<T extends object>(token: symbol): T {
  const source = useSource('useLateBoundService');
  return useMemo(() => {
    const resolve = (): T => {
      const container = isDeferred(source) ? source.current() : source;
      if (!container) throw new Error(`${String(token)} was asked for before the container loaded`);
      return container.get<T>(token);
    };
    return new Proxy({} as T, {
      get(_target, name) {
        if (name === 'then') return undefined;
        return (...args: unknown[]) => {
          const port = resolve() as Record<PropertyKey, (...a: unknown[]) => unknown>;
          return port[name]?.apply(port, args);
        };
      },
    });
  }, [source, token]);
}

/** The whole container, for hooks that resolve several ports at once; suspends like {@link useService} while it loads. */
export function useContainer(): Container {
  const source = useSource('useContainer');
  if (!isDeferred(source)) return source;
  return use(source.load());
}

/** The container (or its loader) this part of the app runs on: a key for app-wide state that must outlive remounts. */
export function useContainerSource(): ContainerSource {
  return useSource('useContainerSource');
}

import { type DependencyList, useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: unknown };

/** Runs a request when its inputs change (and on `reload`), keeping only the latest answer. */
export function useLoad<T>(load: () => Promise<T>, deps: DependencyList): Loaded<T> & { reload(): void } {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the request depends on
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setResult({ state: 'ready', value }),
      (error: unknown) => live && setResult({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...result, reload };
}

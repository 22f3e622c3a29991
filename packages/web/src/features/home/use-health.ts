import { type Health, HealthApi } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useService } from '../../shared/container-context.js';

export type HealthView = { kind: 'checking' } | { kind: 'up'; health: Health } | { kind: 'down' };

/** Asks the server once whether it is up. */
export function useHealth(): HealthView {
  const api = useService<HealthApi>(HealthApi);
  const [view, setView] = useState<HealthView>({ kind: 'checking' });
  useEffect(() => {
    let live = true;
    api.check().then(
      (health) => live && setView({ kind: 'up', health }),
      () => live && setView({ kind: 'down' }),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return view;
}

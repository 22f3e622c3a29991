import type { Container } from 'inversify';
import { createContext, useContext } from 'react';

export const ContainerContext = createContext<Container | null>(null);
export const ContainerProvider = ContainerContext.Provider;

/** Resolves a core port from the composition root's container. */
export function useService<T>(token: symbol): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a ContainerProvider above it');
  return container.get<T>(token);
}

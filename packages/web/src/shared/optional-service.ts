import type { Container } from 'inversify';
import { useContext } from 'react';
import { ContainerContext } from './container-context.js';

/** A port that may not be bound in every container (analytics, error reporting): undefined when it is not. */
export function useOptionalService<T>(token: symbol): T | undefined {
  const container: Container | null = useContext(ContainerContext);
  return container?.isBound(token) ? container.get<T>(token) : undefined;
}

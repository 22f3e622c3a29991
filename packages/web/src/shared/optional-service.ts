import { useLoadedContainer } from './container-context.js';

/**
 * A port that may not be bound in every container (analytics, error reporting): undefined when it is not, and while
 * the container is still loading (it is not loaded for this).
 */
export function useOptionalService<T>(token: symbol): T | undefined {
  const container = useLoadedContainer();
  return container?.isBound(token) ? container.get<T>(token) : undefined;
}

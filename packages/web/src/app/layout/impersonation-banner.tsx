import { lazy, Suspense } from 'react';
import { useAuth } from '../../shared/auth-context.js';

// Only an admin acting as another user sees the bar: the first page of everyone else does not carry it.
const ImpersonationBar = lazy(() => import('./impersonation-bar.js').then((m) => ({ default: m.ImpersonationBar })));

/** While an admin acts as another user: the catalogue's warning and the way back. */
export function ImpersonationBanner() {
  const impersonating = useAuth((s) => s.context.superToken !== null && s.context.authenticated);
  if (!impersonating) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBar />
    </Suspense>
  );
}

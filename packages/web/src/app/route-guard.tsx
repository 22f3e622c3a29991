import { Spinner } from '@fluentui/react-components';
import { accessRedirectPath, appLabels, MARKETING_PATH, pathTo, type RouteDefinition, routeAccess } from '@storykeep/core';
import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth, useAuthActor } from '../shared/auth-context.js';
import { goToMarketingSite, marketingSiteUrl } from './marketing-url.js';

/**
 * The level guard of a signed-in page (see docs/product/routes-and-roles.md): waits while the stored token is tried; not authenticated, or
 * a guest on a page above guest level, goes to the marketing site (the requested location is kept for after
 * sign-in); a role below the page's level goes home. A session owing its two-factor code finishes signing in first.
 */
export function RouteGuard({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const auth = useAuthActor();
  const location = useLocation();
  const pending = useAuth((s) => s.context.authenticationPending);
  // A session owing its two-factor code or a new password finishes signing in on the sign-in page first.
  const awaitingCode = useAuth((s) => s.matches('awaitingTwoFactor') || s.matches('awaitingPasswordChange'));
  const access = useAuth((s) => (route.isPublic ? 'allow' : routeAccess(s.context, route.level)));
  const from = `${location.pathname}${location.search}${location.hash}`;
  const leaving = !route.isPublic && !pending && (awaitingCode || access === 'marketing');
  useEffect(() => {
    if (leaving) auth.send({ type: 'auth.requireLogin', from });
  }, [leaving, auth, from]);
  if (route.isPublic) return children;
  if (pending) return <Spinner label={appLabels.loading} />;
  if (awaitingCode) return <Navigate to={pathTo('login')} replace />;
  if (access === 'allow') return children;
  if (access === 'marketing' && marketingSiteUrl()) {
    goToMarketingSite(MARKETING_PATH);
    return null;
  }
  return <Navigate to={accessRedirectPath(access)} replace />;
}

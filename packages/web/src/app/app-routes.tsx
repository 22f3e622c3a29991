import { ROUTES } from '@storykeep/core';
import { useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import type { AppNavigator } from './navigator.js';
import { RouteFrame } from './route-frame.js';

/** Lets the auth machine's `navigate` action move this router. */
function NavigatorBridge({ navigator }: { navigator: AppNavigator }) {
  const navigate = useNavigate();
  useEffect(() => navigator.attach((to) => navigate(to)), [navigator, navigate]);
  return null;
}

/** Every route of core's ROUTES table, each in its frame; the table's catch-all is the not-found page. */
export function AppRoutes({ navigator }: { navigator: AppNavigator }) {
  return (
    <>
      <NavigatorBridge navigator={navigator} />
      <Routes>
        {ROUTES.map((route) => (
          <Route key={route.id} path={route.path} element={<RouteFrame route={route} />} />
        ))}
      </Routes>
    </>
  );
}

import type { RouteDefinition } from '@storykeep/core';
import { useEffect } from 'react';
import { MarketingPage } from '../../features/marketing/marketing-page.js';
import { goToMarketingSite, MARKETING_URL } from '../marketing-url.js';

/** A marketing path: off to the marketing site when the build names one, else the built-in page. */
export function MarketingRoute({ route }: { route: RouteDefinition }) {
  useEffect(() => {
    if (MARKETING_URL) goToMarketingSite(route.path);
  }, [route.path]);
  return MARKETING_URL ? null : <MarketingPage title={route.title ?? ''} />;
}

import type { RouteDefinition } from '@storykeep/core';
import { useEffect } from 'react';
import { TicketGuestOffer } from '../../features/auth/ticket-guest-offer.js';
import { MarketingPage } from '../../features/marketing/marketing-page.js';
import { goToMarketingSite, marketingSiteUrl } from '../marketing-url.js';

/**
 * A marketing path: off to the marketing site when the server names one (MARKETING_URL), else the built-in page, which
 * offers a guest account to a visitor on their way to a ticket link.
 */
export function MarketingRoute({ route }: { route: RouteDefinition }) {
  const site = marketingSiteUrl();
  useEffect(() => {
    if (site) goToMarketingSite(route.path);
  }, [site, route.path]);
  return site ? null : <MarketingPage routeId={route.id} title={route.title ?? ''} invitation={<TicketGuestOffer />} />;
}

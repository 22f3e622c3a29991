import type { SsoConfigResponse } from '@storykeep/core';

let fromPage: SsoConfigResponse | null = null;

/**
 * Whether single sign-on is set up, as the server wrote it into the page (the composition root calls this once, before
 * the app renders), so the sign-in page shows its link without a request; null when the page does not say.
 */
export function configurePageSso(config: SsoConfigResponse | null): void {
  fromPage = config;
}

/** The single sign-on setup the page carries, or null: then it is asked of the server. */
export function pageSso(): SsoConfigResponse | null {
  return fromPage;
}

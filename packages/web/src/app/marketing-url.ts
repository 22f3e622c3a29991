let site: string | null = null;

/**
 * Names the separate marketing site (the server's MARKETING_URL, written into the page at run time), or none: then the
 * built-in pages serve. The composition root calls this once, before the app renders.
 */
export function configureMarketingSite(url: string | null): void {
  site = url?.replace(/\/+$/, '') || null;
}

/** The separate marketing site, or null when the built-in pages serve. */
export function marketingSiteUrl(): string | null {
  return site;
}

/** Leaves the app for the marketing site's page of the same path. */
export function goToMarketingSite(path: string): void {
  if (site) globalThis.location.replace(`${site}${path === '/welcome' ? '' : path}`);
}

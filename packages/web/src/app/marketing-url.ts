/** The separate marketing site, when the build names one (`VITE_MARKETING_URL`); otherwise the built-in pages serve. */
export const MARKETING_URL: string | null = (import.meta.env.VITE_MARKETING_URL as string | undefined)?.replace(/\/+$/, '') || null;

/** Leaves the app for the marketing site's page of the same path. */
export function goToMarketingSite(path: string): void {
  if (MARKETING_URL) globalThis.location.replace(`${MARKETING_URL}${path === '/welcome' ? '' : path}`);
}

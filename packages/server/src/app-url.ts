import { pathTo, type RouteParams } from '@storykeep/core';

/** The configured address of the web app, already without its trailing "/" (see `normalisePublicUrl` in config.ts). */
export interface PublicUrlConfig {
  publicUrl: string;
}

/** Query values to add to a link; absent values are left out. */
export type LinkQuery = Readonly<Record<string, string | undefined>>;

function withQuery(url: string, query: LinkQuery | undefined): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? url : `${url}?${new URLSearchParams(entries).toString()}`;
}

/**
 * The full address of a page of the web app, for mails, share answers and redirects: the route's path from core's
 * route table (`pathTo`, each param encoded) after PUBLIC_URL. The server writes no app path by hand, so a renamed
 * route or a PUBLIC_URL ending in "/" cannot leave a mail pointing nowhere.
 */
export function appUrl(config: PublicUrlConfig, routeName: string, params: RouteParams = {}, query?: LinkQuery): string {
  return `${config.publicUrl}${appPath(routeName, params, query)}`;
}

/** A page's path (and query) without the server's address, for the places that keep where to send a browser back to. */
export function appPath(routeName: string, params: RouteParams = {}, query?: LinkQuery): string {
  return withQuery(pathTo(routeName, params), query);
}

/** The full address of one of the server's own endpoints under `/api` (OAuth callbacks that a provider is told). */
export function apiUrl(config: PublicUrlConfig, apiPath: `/${string}`): string {
  return `${config.publicUrl}/api${apiPath}`;
}

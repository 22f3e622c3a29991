// A paged list keeps its page in the address (`?page=3`) beside its search and filters, so a reload, the back button
// or a shared link opens the same page. Page 1 is left out.
const KEY = 'page';

/** The page an address asks for: a whole number from 1, else 1. */
export function pageFromAddress(params: URLSearchParams): number {
  const value = Number(params.get(KEY));
  return Number.isInteger(value) && value > 1 ? value : 1;
}

/** The address parameters with `page`, beside whatever else the address holds. */
export function addressWithPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(KEY, String(page));
  else next.delete(KEY);
  return next;
}

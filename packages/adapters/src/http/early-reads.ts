/**
 * Reads started while the app's code is still loading: the entry asks for the session and the first page's data at
 * once, beside its chunks, instead of after them. The HTTP client takes each answer once, for the same address and
 * token, within {@link EARLY_READ_FRESH_MS}; anything not taken in time is dropped and asked again.
 */
export const EARLY_READ_FRESH_MS = 10_000;

interface EarlyRead {
  at: number;
  token: string;
  response: Promise<Response>;
}

const reads = new Map<string, EarlyRead>();

/** Starts `GET` of each path (under `baseUrl`) with the signed-in user's `token`, unless one is already under way. */
export function startEarlyReads(
  baseUrl: string,
  paths: readonly string[],
  token: string,
  fetchImpl: typeof fetch = globalThis.fetch,
): void {
  const now = Date.now();
  for (const path of paths) {
    const url = `${baseUrl}${path}`;
    if (reads.has(url)) continue;
    const response = fetchImpl(url, { method: 'GET', headers: { accept: 'application/json', authorization: `Bearer ${token}` } });
    // A failed early read is not an error of its own: the client asks again.
    response.catch(() => undefined);
    reads.set(url, { at: now, token, response });
  }
}

/** The early answer for `url` asked with `token`, once; undefined when there is none, it is stale, or the token changed. */
export function takeEarlyRead(url: string, token: string | null | undefined): Promise<Response> | undefined {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  if (read.token !== token || Date.now() - read.at > EARLY_READ_FRESH_MS) return undefined;
  return read.response;
}

/** Forgets every early read (tests). */
export function clearEarlyReads(): void {
  reads.clear();
}

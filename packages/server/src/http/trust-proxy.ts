import { isIP } from 'node:net';

/**
 * Which proxies in front of the server are believed about the client's address (X-Forwarded-For): how many hops, or
 * which addresses and ranges. Never "every hop": a client can write any address it likes at the left of the header, so
 * believing all of it would let anyone pick the address the per-address limits count.
 */
export type TrustProxy = false | number | string[];

function isCidrOrAddress(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Reads `TRUST_PROXY`: unset or `false` (the connection's own address), a hop count (`1` for one proxy such as the
 * compose Caddy), or a comma-separated list of proxy addresses and CIDR ranges. `true` is refused with how to say it.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true')
    throw new Error(
      'Invalid environment variable TRUST_PROXY: "true" would believe every X-Forwarded-For hop; give the number of proxies in front of the server (for example 1) or their addresses (for example 10.0.0.0/8)',
    );
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('Invalid environment variable TRUST_PROXY: at most 10 proxy hops');
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isCidrOrAddress(entry));
  if (bad !== undefined || entries.length === 0)
    throw new Error(`Invalid environment variable TRUST_PROXY: "${bad ?? text}" is neither a hop count nor an address or CIDR range`);
  return entries;
}

/**
 * The form fastify takes: a list of addresses and ranges as it is; a hop count as a function that believes the nearest
 * `hops` entries (the proxies' own), so `request.ip` is the address the outermost trusted proxy saw.
 */
export function fastifyTrustProxy(trust: TrustProxy | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === undefined || trust === false) return false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

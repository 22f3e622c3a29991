import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// IPv4-compatible IPv6 (::a.b.c.d, deprecated): some stacks still route it to the embedded IPv4 address.
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Whether an IP address is one a server-side download must not reach. Only globally routable unicast passes:
 * ipaddr.js names every special-purpose range (loopback, private, link-local, carrier-grade NAT, multicast,
 * reserved and documentation nets, benchmarking), including the IPv6 ones that carry an IPv4 address inside
 * (NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32, IPv4-mapped and IPv4-compatible),
 * which could otherwise lead to 127.0.0.1 or 169.254.169.254 through a translator. Anything unparsable counts as
 * private.
 */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 0) return true;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return true;
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() !== 'unicast';
    if (v6.match(IPV4_COMPATIBLE)) return true;
  }
  return parsed.range() !== 'unicast';
}

/** Why a download was refused; retrying cannot help. */
export class DownloadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadRefused';
  }
}

export const UNREACHABLE = 'This address is not reachable from the server';

/** Every address a name resolves to, each checked: one private answer refuses the name. */
export async function checkedAddresses(host: string): Promise<{ address: string; family: number }[]> {
  const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  if (answers.length === 0 || answers.some((a) => isPrivateAddress(a.address))) throw new DownloadRefused(UNREACHABLE);
  return answers;
}

/**
 * The `lookup` a download's sockets connect with: it resolves the name once, refuses it when any answer is private,
 * and hands the socket only the addresses it checked. The check and the connection therefore use the same answer, so
 * a name that rebinds to a private address between a first look and the connection (DNS rebinding) cannot reach it.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  checkedAddresses(hostname.replace(/^\[|\]$/g, '')).then(
    (answers) => {
      if (options.all) callback(null, answers);
      else {
        const wanted = options.family === 4 || options.family === 6 ? answers.filter((a) => a.family === options.family) : answers;
        const first = wanted[0];
        if (first) callback(null, first.address, first.family);
        else callback(Object.assign(new Error(`No IPv${options.family} address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
      }
    },
    (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
  );
};

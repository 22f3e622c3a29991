import type { VisitRecord } from '@storykeep/core';

type VisitFacts = Omit<VisitRecord, 'visitor_id' | 'landing_page'>;

interface NetworkInformation {
  downlink?: number;
  rtt?: number;
  effectiveType?: string;
}

const EFFECTIVE_TYPES = new Set(['slow-2g', '2g', '3g', '4g']);

/** What the browser tells about this visit: agent, platform, network estimate, analytics ids and ad click id. */
export function browserVisitFacts(
  landingPage: string,
  nav: Navigator | undefined = globalThis.navigator,
  cookie = readCookie(),
): VisitFacts {
  const connection = (nav as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
  const effective = connection?.effectiveType;
  const ga = /(?:^|;\s*)_ga=GA\d+\.\d+\.(\d+\.\d+)/.exec(cookie)?.[1] ?? null;
  const gaSession = /(?:^|;\s*)_ga_[A-Z0-9]+=GS\d+\.\d+\.(\d+)/.exec(cookie)?.[1] ?? null;
  return {
    fingerprint_id: null,
    user_agent: nav?.userAgent ?? '',
    user_platform: nav?.platform || null,
    network_down: nonNegative(connection?.downlink),
    network_rtt: nonNegative(connection?.rtt),
    network_effective_type: effective && EFFECTIVE_TYPES.has(effective) ? (effective as VisitFacts['network_effective_type']) : null,
    ga_client_id: ga,
    ga_session_id: gaSession,
    gclid: gclidOf(landingPage),
  };
}

function nonNegative(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

function gclidOf(landingPage: string): string | null {
  try {
    return new URL(landingPage, 'http://localhost').searchParams.get('gclid') || null;
  } catch {
    return null;
  }
}

function readCookie(): string {
  try {
    return globalThis.document?.cookie ?? '';
  } catch {
    return '';
  }
}

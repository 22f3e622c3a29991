import { describe, expect, it } from 'vitest';
import { VisitRecordSchema } from './visit.schema.js';

const visit = {
  visitor_id: 'v1',
  fingerprint_id: null,
  landing_page: '/projects',
  user_agent: 'Mozilla/5.0',
  user_platform: 'Linux',
  network_down: 10,
  network_rtt: 50,
  network_effective_type: '4g',
  ga_client_id: null,
  ga_session_id: null,
  gclid: null,
};

describe('VisitRecordSchema', () => {
  it('accepts a visit where the browser withholds some fields', () => {
    expect(VisitRecordSchema.parse(visit)).toEqual(visit);
  });

  it.each([
    ['no visitor id', { ...visit, visitor_id: '' }, ['visitor_id']],
    ['a negative round-trip time', { ...visit, network_rtt: -5 }, ['network_rtt']],
    ['an unknown connection type', { ...visit, network_effective_type: '5g' }, ['network_effective_type']],
    ['an absent (rather than null) click id', { ...visit, gclid: undefined }, ['gclid']],
  ])('rejects %s', (_, value, path) => {
    expect(VisitRecordSchema.safeParse(value).error?.issues[0]?.path).toEqual(path);
  });
});

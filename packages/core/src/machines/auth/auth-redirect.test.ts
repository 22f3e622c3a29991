import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectAfterLogin, ticketInLocation } from './auth-redirect.js';

describe('redirectAfterLogin', () => {
  it('sends login pages and unknown locations to /', () => {
    for (const from of [null, '', '/login', '/login/', '/auth/login', '/login?next=1', '/auth/login#x']) {
      expect(redirectAfterLogin(from)).toBe('/');
    }
  });

  it('restores any other requested location unchanged', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,8}$/).filter((s) => s !== 'login' && s !== 'auth');
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z=&0-9]{0,6}$/)), (parts, query) => {
        const location = `/${parts.join('/')}${query ? `?${query}` : ''}`;
        expect(redirectAfterLogin(location)).toBe(location);
      }),
    );
  });
});

describe('ticketInLocation', () => {
  it('reads the ticket of a ticket link, with or without a query, hash or trailing slash', () => {
    expect(ticketInLocation('/ticket/abc123')).toBe('abc123');
    expect(ticketInLocation('/ticket/abc123/?from=mail#top')).toBe('abc123');
    expect(ticketInLocation('/ticket/a%20b')).toBe('a b');
  });

  it('finds none in other locations', () => {
    for (const from of [
      null,
      '',
      '/',
      '/ticket',
      '/ticket/',
      '/ticketUsed',
      '/ticket/a/b',
      '/x/ticket/a',
      '/share/abc',
      '/ticket/%E0%A4%A',
    ])
      expect(ticketInLocation(from)).toBeNull();
  });
});

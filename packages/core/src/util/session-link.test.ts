import { describe, expect, it } from 'vitest';
import { pathTo } from '../policy/index.js';
import { sessionLinkPath, urlSlug } from './session-link.js';

describe('session links', () => {
  it('slugs titles into lower-case words joined by hyphens', () => {
    expect(urlSlug('Mill Town Memories')).toBe('mill-town-memories');
    expect(urlSlug('  Élise’s ferry — 1952! ')).toBe('elise-s-ferry-1952');
    expect(urlSlug('???')).toBe('session');
  });

  it('builds the path the session redirect route matches', () => {
    const path = sessionLinkPath('riverbend', 'Call with Ada', 'k3y_abcdefgh');
    expect(path).toBe('/riverbend/call-with-ada/s/k3y_abcdefgh/call');
    expect(
      pathTo('sessionRedirect', { groupName: 'riverbend', customUrlTitle: 'call-with-ada', key: 'k3y_abcdefgh', prepSessionType: 'call' }),
    ).toBe(path);
  });
});

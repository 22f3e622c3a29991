import type { DeviceStorage } from '@storykeep/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The behaviour every DeviceStorage must have; `create` gives a fresh, empty store each time. */
export function describeDeviceStorageContract(name: string, create: () => DeviceStorage): void {
  describe(`DeviceStorage contract: ${name}`, () => {
    it('starts empty with the documented defaults', () => {
      const storage = create();
      expect(storage.getAuthTokens()).toBeNull();
      expect(storage.getDarkMode()).toBe(false);
      expect(storage.getNavigationExpanded()).toBe(true);
      expect(storage.getCallDevices()).toEqual({});
      expect(storage.getVisitorId()).toBeNull();
      expect(storage.getUserEmail()).toBeNull();
      expect(storage.getLastVisitTime()).toBeNull();
    });

    it('gives back what was stored, and forgets tokens and e-mail on null', () => {
      fc.assert(
        fc.property(
          fc.record({
            access_token: fc.string({ minLength: 1 }),
            super_token: fc.option(fc.string({ minLength: 1 })),
            is2FACompleted: fc.boolean(),
          }),
          fc.boolean(),
          fc.boolean(),
          fc.record({ audioinput: fc.option(fc.string()), videoinput: fc.option(fc.string()) }),
          fc.string({ minLength: 1 }),
          fc.emailAddress(),
          fc.integer({ min: 0, max: 2 ** 45 }),
          (tokens, dark, expanded, devices, visitorId, email, lastVisit) => {
            const storage = create();
            storage.setAuthTokens(tokens);
            storage.setDarkMode(dark);
            storage.setNavigationExpanded(expanded);
            storage.setCallDevices(devices);
            storage.setVisitorId(visitorId);
            storage.setUserEmail(email);
            storage.setLastVisitTime(lastVisit);
            expect(storage.getAuthTokens()).toEqual(tokens);
            expect(storage.getDarkMode()).toBe(dark);
            expect(storage.getNavigationExpanded()).toBe(expanded);
            expect(storage.getCallDevices()).toEqual(devices);
            expect(storage.getVisitorId()).toBe(visitorId);
            expect(storage.getUserEmail()).toBe(email);
            expect(storage.getLastVisitTime()).toBe(lastVisit);
            storage.setAuthTokens(null);
            storage.setUserEmail(null);
            expect(storage.getAuthTokens()).toBeNull();
            expect(storage.getUserEmail()).toBeNull();
          },
        ),
        { numRuns: 50 },
      );
    });

    it('hands out copies, so changing a returned value changes nothing stored', () => {
      const storage = create();
      storage.setAuthTokens({ access_token: 'a' });
      const tokens = storage.getAuthTokens();
      if (tokens) tokens.access_token = 'changed';
      expect(storage.getAuthTokens()).toEqual({ access_token: 'a' });
    });
  });
}

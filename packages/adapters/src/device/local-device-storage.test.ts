// @vitest-environment jsdom
import { FakeDeviceStorage } from '@storykeep/core/testing';
import { describe, expect, it } from 'vitest';
import { describeDeviceStorageContract } from './device-storage.contract.js';
import { LocalDeviceStorage } from './local-device-storage.js';

describeDeviceStorageContract('FakeDeviceStorage', () => new FakeDeviceStorage());
describeDeviceStorageContract('LocalDeviceStorage', () => {
  localStorage.clear();
  return new LocalDeviceStorage(localStorage);
});

describe('LocalDeviceStorage', () => {
  it('treats unreadable values as absent', () => {
    localStorage.clear();
    localStorage.setItem('storykeep.authTokens', '{not json');
    localStorage.setItem('storykeep.darkMode', '"yes"');
    localStorage.setItem('storykeep.lastVisitTime', '"soon"');
    const storage = new LocalDeviceStorage(localStorage);
    expect(storage.getAuthTokens()).toBeNull();
    expect(storage.getDarkMode()).toBe(false);
    expect(storage.getLastVisitTime()).toBeNull();
  });

  it('keeps values across instances, as across page loads', () => {
    localStorage.clear();
    new LocalDeviceStorage(localStorage).setVisitorId('v-1');
    expect(new LocalDeviceStorage(localStorage).getVisitorId()).toBe('v-1');
  });

  it('works without storage at all (blocked by the browser)', () => {
    const storage = new LocalDeviceStorage(null);
    storage.setDarkMode(true);
    expect(storage.getDarkMode()).toBe(false);
  });
});

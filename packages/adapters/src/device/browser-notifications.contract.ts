import type { BrowserNotifications, NotificationContent, NotificationPermissionState } from '@storykeep/core';
import { describe, expect, it } from 'vitest';

export interface NotificationsUnderTest {
  notifications: BrowserNotifications;
  /** What the system actually displayed. */
  shown(): NotificationContent[];
}

/**
 * The behaviour every BrowserNotifications must have. `create(state, answer)` starts with permission `state`; a
 * permission request from `default` is answered with `answer`.
 */
export function describeBrowserNotificationsContract(
  name: string,
  create: (state: NotificationPermissionState, answer: NotificationPermissionState) => NotificationsUnderTest,
): void {
  describe(`BrowserNotifications contract: ${name}`, () => {
    it('shows a notification only while permission is granted', () => {
      const granted = create('granted', 'granted');
      expect(granted.notifications.show({ title: 'Transcript ready', body: 'Ready for review', tag: 't1' })).toBe(true);
      expect(granted.shown()).toEqual([{ title: 'Transcript ready', body: 'Ready for review', tag: 't1' }]);
      for (const state of ['default', 'denied'] as const) {
        const refused = create(state, 'denied');
        expect(refused.notifications.show({ title: 'x' })).toBe(false);
        expect(refused.shown()).toEqual([]);
      }
    });

    it('asks for permission only while undecided', async () => {
      const undecided = create('default', 'granted');
      await expect(undecided.notifications.requestPermission()).resolves.toBe('granted');
      expect(undecided.notifications.permission()).toBe('granted');
      const denied = create('denied', 'granted');
      await expect(denied.notifications.requestPermission()).resolves.toBe('denied');
    });
  });
}

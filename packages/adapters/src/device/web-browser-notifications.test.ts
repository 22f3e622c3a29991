import type { NotificationContent, NotificationPermissionState } from '@storykeep/core';
import { FakeBrowserNotifications } from '@storykeep/core/testing';
import { describe, expect, it } from 'vitest';
import { describeBrowserNotificationsContract } from './browser-notifications.contract.js';
import { type NotificationApi, WebBrowserNotifications } from './web-browser-notifications.js';

describeBrowserNotificationsContract('FakeBrowserNotifications', (state, answer) => {
  const notifications = new FakeBrowserNotifications(state, answer);
  return { notifications, shown: () => notifications.shown };
});

/** A stand-in for the browser's Notification constructor that records what it displayed. */
function notificationApi(state: NotificationPermissionState, answer: NotificationPermissionState) {
  const shown: NotificationContent[] = [];
  const Api = class {
    static permission = state as NotificationPermission;
    static async requestPermission(): Promise<NotificationPermission> {
      Api.permission = answer as NotificationPermission;
      return Api.permission;
    }
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, body: options?.body, tag: options?.tag });
    }
  };
  return { api: Api satisfies NotificationApi, shown };
}

describeBrowserNotificationsContract('WebBrowserNotifications', (state, answer) => {
  const { api, shown } = notificationApi(state, answer);
  return { notifications: new WebBrowserNotifications(api), shown: () => shown };
});

describe('WebBrowserNotifications', () => {
  it('is unsupported where the browser has no Notification API', async () => {
    const notifications = new WebBrowserNotifications(null);
    expect(notifications.permission()).toBe('unsupported');
    await expect(notifications.requestPermission()).resolves.toBe('unsupported');
    expect(notifications.show({ title: 'x' })).toBe(false);
  });
});

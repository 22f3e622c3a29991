import type { BrowserNotifications, NotificationContent, NotificationPermissionState } from '@storykeep/core';
import { injectable } from 'inversify';

/** The part of the browser's `Notification` constructor this adapter uses. */
export interface NotificationApi {
  readonly permission: NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  new (title: string, options?: NotificationOptions): unknown;
}

/** BrowserNotifications over the Notification API; `unsupported` where the browser has none (or jsdom). */
@injectable()
export class WebBrowserNotifications implements BrowserNotifications {
  constructor(private readonly api: NotificationApi | null = (globalThis as { Notification?: NotificationApi }).Notification ?? null) {}

  permission(): NotificationPermissionState {
    return this.api ? this.api.permission : 'unsupported';
  }

  async requestPermission(): Promise<NotificationPermissionState> {
    if (!this.api) return 'unsupported';
    if (this.api.permission !== 'default') return this.api.permission;
    try {
      return await this.api.requestPermission();
    } catch {
      return this.api.permission;
    }
  }

  show(content: NotificationContent): boolean {
    if (this.api?.permission !== 'granted') return false;
    try {
      new this.api(content.title, { body: content.body, tag: content.tag });
      return true;
    } catch {
      // Some mobile browsers expose Notification but only allow it from a service worker.
      return false;
    }
  }
}

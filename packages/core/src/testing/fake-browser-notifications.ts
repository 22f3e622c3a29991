import type { BrowserNotifications, NotificationContent, NotificationPermissionState } from '../ports/browser-notifications.port.js';

/** Records the notifications it was asked to show; shows them only while permission is granted. */
export class FakeBrowserNotifications implements BrowserNotifications {
  readonly shown: NotificationContent[] = [];

  constructor(
    private state: NotificationPermissionState = 'granted',
    private readonly answerOnRequest: NotificationPermissionState = 'granted',
  ) {}

  permission(): NotificationPermissionState {
    return this.state;
  }

  async requestPermission(): Promise<NotificationPermissionState> {
    if (this.state === 'default') this.state = this.answerOnRequest;
    return this.state;
  }

  show(content: NotificationContent): boolean {
    if (this.state !== 'granted') return false;
    this.shown.push({ ...content });
    return true;
  }
}

/** Whether the app may raise system notifications; `unsupported` where the browser has none. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported';

export interface NotificationContent {
  title: string;
  body?: string;
  /** Notifications with the same tag replace each other instead of piling up. */
  tag?: string;
}

/** System notifications (the browser's Notification API), e.g. "transcription ready for review". */
export const BrowserNotifications = Symbol('BrowserNotifications');
export interface BrowserNotifications {
  permission(): NotificationPermissionState;
  requestPermission(): Promise<NotificationPermissionState>;
  /** Shows the notification when permitted; answers whether it was shown. */
  show(content: NotificationContent): boolean;
}

/** A transient notice for the screen to show (auto-hidden after NOTICE_AUTO_HIDE_MS). */
export interface Notice {
  text: string;
  intent: 'success' | 'error';
}

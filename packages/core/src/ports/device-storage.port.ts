/** The auth tokens kept on the device; `super_token` is the admin's own token while impersonating. */
export interface StoredAuthTokens {
  access_token: string;
  /** Renews the access token (`POST /auth/refresh`). */
  refresh_token?: string | null;
  super_token?: string | null;
  super_refresh_token?: string | null;
  /** With forced two-factor, the user counts as signed in only once this is true. */
  is2FACompleted?: boolean;
}

/** The call devices the user picked last time, by media device kind. */
export interface SavedCallDevices {
  audioinput?: string | null;
  videoinput?: string | null;
  audiooutput?: string | null;
}

/** What the app remembers on this device between visits (synchronous, so the first render can read it). */
export const DeviceStorage = Symbol('DeviceStorage');
export interface DeviceStorage {
  getAuthTokens(): StoredAuthTokens | null;
  /** `null` forgets the tokens (sign-out). */
  setAuthTokens(tokens: StoredAuthTokens | null): void;
  getDarkMode(): boolean;
  setDarkMode(on: boolean): void;
  /** The side navigation starts expanded until the user collapses it. */
  getNavigationExpanded(): boolean;
  setNavigationExpanded(expanded: boolean): void;
  getCallDevices(): SavedCallDevices;
  setCallDevices(devices: SavedCallDevices): void;
  getVisitorId(): string | null;
  setVisitorId(visitorId: string): void;
  getUserEmail(): string | null;
  setUserEmail(email: string | null): void;
  /** Epoch milliseconds of the last recorded visit. */
  getLastVisitTime(): number | null;
  setLastVisitTime(epochMs: number): void;
}

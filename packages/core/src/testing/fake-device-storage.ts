import type { DeviceStorage, SavedCallDevices, StoredAuthTokens } from '../ports/device-storage.port.js';

/** In-memory DeviceStorage; copies values in and out so callers cannot change what is stored by accident. */
export class FakeDeviceStorage implements DeviceStorage {
  private tokens: StoredAuthTokens | null = null;
  private darkMode = false;
  private navigationExpanded = true;
  private callDevices: SavedCallDevices = {};
  private visitorId: string | null = null;
  private userEmail: string | null = null;
  private lastVisitTime: number | null = null;

  getAuthTokens(): StoredAuthTokens | null {
    return this.tokens ? { ...this.tokens } : null;
  }
  setAuthTokens(tokens: StoredAuthTokens | null): void {
    this.tokens = tokens ? { ...tokens } : null;
  }
  getDarkMode(): boolean {
    return this.darkMode;
  }
  setDarkMode(on: boolean): void {
    this.darkMode = on;
  }
  getNavigationExpanded(): boolean {
    return this.navigationExpanded;
  }
  setNavigationExpanded(expanded: boolean): void {
    this.navigationExpanded = expanded;
  }
  getCallDevices(): SavedCallDevices {
    return { ...this.callDevices };
  }
  setCallDevices(devices: SavedCallDevices): void {
    this.callDevices = { ...devices };
  }
  getVisitorId(): string | null {
    return this.visitorId;
  }
  setVisitorId(visitorId: string): void {
    this.visitorId = visitorId;
  }
  getUserEmail(): string | null {
    return this.userEmail;
  }
  setUserEmail(email: string | null): void {
    this.userEmail = email;
  }
  getLastVisitTime(): number | null {
    return this.lastVisitTime;
  }
  setLastVisitTime(epochMs: number): void {
    this.lastVisitTime = epochMs;
  }
}

import type { DeviceStorage, SavedCallDevices, StoredAuthTokens } from '@storykeep/core';
import { injectable } from 'inversify';
import { z } from 'zod';

const KEYS = {
  authTokens: 'storykeep.authTokens',
  darkMode: 'storykeep.darkMode',
  navigationExpanded: 'storykeep.navigationExpanded',
  callDevices: 'storykeep.callDevices',
  visitorId: 'storykeep.visitorId',
  userEmail: 'storykeep.userEmail',
  lastVisitTime: 'storykeep.lastVisitTime',
} as const;

const TokensSchema = z.object({
  access_token: z.string().min(1),
  super_token: z.string().min(1).nullable().optional(),
  is2FACompleted: z.boolean().optional(),
});
const DeviceIdSchema = z.string().nullable().optional();
const CallDevicesSchema = z.object({ audioinput: DeviceIdSchema, videoinput: DeviceIdSchema, audiooutput: DeviceIdSchema });

/**
 * DeviceStorage over `localStorage`. Values are JSON; anything unreadable (edited by hand, left by an older
 * version, storage disabled) counts as absent rather than breaking the app's first render.
 */
@injectable()
export class LocalDeviceStorage implements DeviceStorage {
  constructor(private readonly storage: Storage | null = globalThis.localStorage ?? null) {}

  getAuthTokens(): StoredAuthTokens | null {
    return this.read(KEYS.authTokens, TokensSchema) ?? null;
  }
  setAuthTokens(tokens: StoredAuthTokens | null): void {
    this.write(KEYS.authTokens, tokens);
  }
  getDarkMode(): boolean {
    return this.read(KEYS.darkMode, z.boolean()) ?? false;
  }
  setDarkMode(on: boolean): void {
    this.write(KEYS.darkMode, on);
  }
  getNavigationExpanded(): boolean {
    return this.read(KEYS.navigationExpanded, z.boolean()) ?? true;
  }
  setNavigationExpanded(expanded: boolean): void {
    this.write(KEYS.navigationExpanded, expanded);
  }
  getCallDevices(): SavedCallDevices {
    return this.read(KEYS.callDevices, CallDevicesSchema) ?? {};
  }
  setCallDevices(devices: SavedCallDevices): void {
    this.write(KEYS.callDevices, devices);
  }
  getVisitorId(): string | null {
    return this.read(KEYS.visitorId, z.string().min(1)) ?? null;
  }
  setVisitorId(visitorId: string): void {
    this.write(KEYS.visitorId, visitorId);
  }
  getUserEmail(): string | null {
    return this.read(KEYS.userEmail, z.string().min(1)) ?? null;
  }
  setUserEmail(email: string | null): void {
    this.write(KEYS.userEmail, email);
  }
  getLastVisitTime(): number | null {
    return this.read(KEYS.lastVisitTime, z.number().finite()) ?? null;
  }
  setLastVisitTime(epochMs: number): void {
    this.write(KEYS.lastVisitTime, epochMs);
  }

  private read<T>(key: string, schema: z.ZodType<T>): T | undefined {
    try {
      const raw = this.storage?.getItem(key);
      if (raw == null) return undefined;
      const parsed = schema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  private write(key: string, value: unknown): void {
    try {
      if (value === null || value === undefined) this.storage?.removeItem(key);
      else this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked (private mode): the app keeps working, it just forgets on reload.
    }
  }
}

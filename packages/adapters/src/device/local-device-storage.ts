import type { DeviceStorage, SavedCallDevices, StoredAuthTokens } from '@storykeep/core';

const KEYS = {
  authTokens: 'storykeep.authTokens',
  darkMode: 'storykeep.darkMode',
  navigationExpanded: 'storykeep.navigationExpanded',
  callDevices: 'storykeep.callDevices',
  visitorId: 'storykeep.visitorId',
  userEmail: 'storykeep.userEmail',
  lastVisitTime: 'storykeep.lastVisitTime',
} as const;

// Plain checks rather than zod: device storage is read by the first page, before the app's schemas have loaded.

/** A reader answers the value when it has the expected shape, else undefined. */
type Reader<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text: Reader<string> = (value) => (typeof value === 'string' && value.length > 0 ? value : undefined);
const flag: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
const finite: Reader<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** An optional field: absent or null read as such; any other value must pass `reader`, else the whole record fails. */
function optional<T>(record: Record<string, unknown>, key: string, reader: Reader<T>): { ok: boolean; value?: T | null } {
  const value = record[key];
  if (value === undefined) return { ok: true };
  if (value === null) return { ok: true, value: null };
  const read = reader(value);
  return read === undefined ? { ok: false } : { ok: true, value: read };
}

const tokens: Reader<StoredAuthTokens> = (value) => {
  if (!isRecord(value)) return undefined;
  const access = text(value.access_token);
  if (!access) return undefined;
  const result: StoredAuthTokens = { access_token: access };
  for (const key of ['refresh_token', 'super_token', 'super_refresh_token'] as const) {
    const field = optional(value, key, text);
    if (!field.ok) return undefined;
    if (field.value !== undefined) result[key] = field.value;
  }
  const completed = optional(value, 'is2FACompleted', flag);
  if (!completed.ok || completed.value === null) return undefined;
  if (completed.value !== undefined) result.is2FACompleted = completed.value;
  return result;
};

const callDevices: Reader<SavedCallDevices> = (value) => {
  if (!isRecord(value)) return undefined;
  const devices: SavedCallDevices = {};
  for (const kind of ['audioinput', 'videoinput', 'audiooutput'] as const) {
    const field = optional(value, kind, (v) => (typeof v === 'string' ? v : undefined));
    if (!field.ok) return undefined;
    if (field.value !== undefined) devices[kind] = field.value;
  }
  return devices;
};

/**
 * DeviceStorage over `localStorage`. Values are JSON; anything unreadable (edited by hand, left by an older
 * version, storage disabled) counts as absent rather than breaking the app's first render. Bound as a constant (no
 * decorator), so the first page reads it without the container's code.
 */
export class LocalDeviceStorage implements DeviceStorage {
  constructor(private readonly storage: Storage | null = globalThis.localStorage ?? null) {}

  getAuthTokens(): StoredAuthTokens | null {
    return this.read(KEYS.authTokens, tokens) ?? null;
  }
  setAuthTokens(tokens: StoredAuthTokens | null): void {
    this.write(KEYS.authTokens, tokens);
  }
  getDarkMode(): boolean {
    return this.read(KEYS.darkMode, flag) ?? false;
  }
  setDarkMode(on: boolean): void {
    this.write(KEYS.darkMode, on);
  }
  getNavigationExpanded(): boolean {
    return this.read(KEYS.navigationExpanded, flag) ?? true;
  }
  setNavigationExpanded(expanded: boolean): void {
    this.write(KEYS.navigationExpanded, expanded);
  }
  getCallDevices(): SavedCallDevices {
    return this.read(KEYS.callDevices, callDevices) ?? {};
  }
  setCallDevices(devices: SavedCallDevices): void {
    this.write(KEYS.callDevices, devices);
  }
  getVisitorId(): string | null {
    return this.read(KEYS.visitorId, text) ?? null;
  }
  setVisitorId(visitorId: string): void {
    this.write(KEYS.visitorId, visitorId);
  }
  getUserEmail(): string | null {
    return this.read(KEYS.userEmail, text) ?? null;
  }
  setUserEmail(email: string | null): void {
    this.write(KEYS.userEmail, email);
  }
  getLastVisitTime(): number | null {
    return this.read(KEYS.lastVisitTime, finite) ?? null;
  }
  setLastVisitTime(epochMs: number): void {
    this.write(KEYS.lastVisitTime, epochMs);
  }

  private read<T>(key: string, reader: Reader<T>): T | undefined {
    try {
      const raw = this.storage?.getItem(key);
      if (raw == null) return undefined;
      return reader(JSON.parse(raw));
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

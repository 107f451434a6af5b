import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the account screens can ask of the sync code (src/features/sync/engine.ts), which the pages hand
 * them: the screens never call the API themselves.
 */

/**
 * The name of a device whose sealed name this browser cannot open; the account card shows it in the
 * page's language.
 */
export const UNNAMED_DEVICE = msg`Unnamed device`.id;

export interface DeviceView {
  id: string;
  /** Decrypted in this browser; UNNAMED_DEVICE when it cannot be. */
  name: string;
  /** The browser and system it signed in with ("Chrome on Linux"), sealed with the name; null before. */
  browser: string | null;
  current: boolean;
  signedInAt: string;
  lastSeenAt: string;
}

export interface AccountOverview {
  devices: DeviceView[];
  usage: { records: number; bytes: number };
  limits: { records: number; bytes: number; batch: number; requestsPerMinute: number };
}

export interface AccountActions {
  register(passphrase: string, deviceName: string): Promise<void>;
  signIn(passphrase: string, deviceName: string): Promise<void>;
  /** Signs this device out; `keepData` false also empties this browser's lists. */
  signOut(keepData: boolean): Promise<void>;
  syncNow(): void;
  devices(): Promise<AccountOverview>;
  /**
   * Calls `listener` whenever the account's devices change elsewhere (one signed in, was renamed or
   * signed out), while this device is signed in and connected; answers the way to stop.
   */
  watchDevices(listener: () => void): () => void;
  renameDevice(id: string, name: string): Promise<void>;
  removeDevice(id: string): Promise<void>;
  removeAllDevices(): Promise<void>;
  deleteAccount(): Promise<void>;
  /** A new passphrase for the account (`current` must be its passphrase): the old one stops working. */
  changePassphrase(current: string, next: string): Promise<void>;
  /**
   * A new account key: the lists are sealed again under it and every other device is signed out, so
   * a lost browser's keys open nothing from now on.
   */
  rotateKeys(current: string): Promise<void>;
}

/**
 * What a device keeps, sealed, as its entry of the device list: the name the visitor gave it and the
 * browser it signed in with. Read back from either this or the bare name of an earlier version.
 */
export interface SealedDevice {
  name: string;
  browser: string | null;
}

export function readSealedDevice(value: unknown): SealedDevice | null {
  if (typeof value === 'string') return value ? { name: value, browser: null } : null;
  if (typeof value !== 'object' || value === null) return null;
  const { name, browser } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !name) return null;
  return { name, browser: typeof browser === 'string' && browser ? browser.slice(0, 60) : null };
}

/* eslint-disable lingui/no-unlocalized-strings -- user agent marks and product names, not texts */
const BROWSERS = [
  ['Edg/', 'Edge'],
  ['Firefox/', 'Firefox'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
] as const;
const SYSTEMS = [
  ['Android', 'Android'],
  ['iPhone', 'iPhone'],
  ['iPad', 'iPad'],
  ['Windows', 'Windows'],
  ['Mac OS', 'Mac'],
  ['Linux', 'Linux'],
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The browser and the system a user agent names, each null when it names none. */
function userAgentParts(userAgent: string): { browser: string | null; system: string | null } {
  const named = (table: readonly (readonly [string, string])[]) =>
    table.find(([mark]) => userAgent.includes(mark))?.[1] ?? null;
  return { browser: named(BROWSERS), system: named(SYSTEMS) };
}

/**
 * A name for this browser in the device list, from what it says of itself, in the page's language
 * ("Chrome on Linux"); the visitor may change it.
 */
export function defaultDeviceName(userAgent: string, i18n: I18n): string {
  const parts = userAgentParts(userAgent);
  const browser = parts.browser ?? i18n._(msg`Browser`);
  const { system } = parts;
  return system ? i18n._(msg`${browser} on ${system}`) : i18n._(msg`${browser} on this device`);
}

/**
 * The browser and system a user agent names ("Chrome on Linux"), or null when it names neither. It is
 * sealed with the device's name and shown on every device as it was written, so it stays in English.
 */
export function browserOf(userAgent: string): string | null {
  const { browser, system } = userAgentParts(userAgent);
  if (!browser && !system) return null;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- stored data, shown as it was written
  return `${browser ?? 'Browser'} on ${system ?? 'this device'}`;
}

/**
 * What the account screens can ask of the sync code (src/features/sync/engine.ts), which the pages hand
 * them: the screens never call the API themselves.
 */
export interface DeviceView {
  id: string;
  /** Decrypted in this browser; "Unnamed device" when it cannot be. */
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

/** A name for this browser in the device list, from what it says of itself; the visitor may change it. */
export function defaultDeviceName(userAgent: string): string {
  const browser =
    [
      ['Edg/', 'Edge'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => userAgent.includes(mark!))?.[1] ?? 'Browser';
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Windows', 'Windows'],
      ['Mac OS', 'Mac'],
      ['Linux', 'Linux'],
    ].find(([mark]) => userAgent.includes(mark!))?.[1] ?? 'this device';
  return `${browser} on ${system}`;
}

/** The browser and system a user agent names ("Chrome on Linux"), or null when it names neither. */
export function browserOf(userAgent: string): string | null {
  const named = defaultDeviceName(userAgent);
  return named === 'Browser on this device' ? null : named;
}

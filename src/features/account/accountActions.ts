/**
 * What the account screens can ask of the sync code (src/app/accountSync.ts), which the pages hand
 * them: the screens never call the API themselves.
 */
export interface DeviceView {
  id: string;
  /** Decrypted in this browser; "Unnamed device" when it cannot be. */
  name: string;
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

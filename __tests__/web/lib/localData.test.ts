import { webcrypto } from 'node:crypto';

import { IDBFactory } from 'fake-indexeddb';

import { deriveKeys, newPassphrase } from '@common/accountCrypto';
import { indexedDbKeyring } from '@/features/sync/keyring';
import { KEPT_KEY, OUR_KEYS, clearLocalData, isOurKey } from '@/lib/localData';
import { TOKEN_KEY } from '@/lib/localUser';
import { PREFERRED_PLAYER_KEY } from '@/lib/player';
import { PERSISTED_KEYS } from '@/lib/storageKeys';

describe('which localStorage keys are ours', () => {
  it('covers every persisted slice and every other key the app writes', () => {
    for (const { key } of Object.values(PERSISTED_KEYS)) {
      if (!key.includes('{')) expect(isOurKey(key)).toBe(true);
    }
    for (const key of [TOKEN_KEY, PREFERRED_PLAYER_KEY, 'vidLinkProgress', 'auth_user']) {
      expect(isOurKey(key)).toBe(true);
    }
    expect(isOurKey('currentEpisode_1399_2')).toBe(true);
  });

  it('keeps hasLoaded and keys other apps wrote', () => {
    expect(KEPT_KEY).toBe('hasLoaded');
    expect(OUR_KEYS).not.toContain('hasLoaded');
    expect(isOurKey('hasLoaded')).toBe(false);
    expect(isOurKey('other_app')).toBe(false);
    expect(isOurKey('user_watchlist_backup')).toBe(false);
    expect(isOurKey('xcurrentEpisode_1_1')).toBe(false);
  });
});

describe('clearLocalData', () => {
  it('removes our keys only and says which', () => {
    const storage = window.localStorage;
    storage.setItem('user_watchlist', '{}');
    storage.setItem('currentEpisode_1_1', '2');
    storage.setItem('currentEpisode_1_2', '5');
    storage.setItem('preferredPlayer', 'vidsrc');
    storage.setItem('hasLoaded', 'true');
    storage.setItem('other_app', 'x');

    const removed = clearLocalData(storage);

    expect(removed.sort()).toEqual(
      ['currentEpisode_1_1', 'currentEpisode_1_2', 'preferredPlayer', 'user_watchlist'].sort(),
    );
    expect(Object.keys({ ...storage }).sort()).toEqual(['hasLoaded', 'other_app']);
  });

  it('does nothing on an empty storage', () => {
    expect(clearLocalData(window.localStorage)).toEqual([]);
  });

  it('removes the account keyring from IndexedDB too', async () => {
    // jsdom has no WebCrypto or IndexedDB: Node's WebCrypto, and fake-indexeddb (the standard, in memory).
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    const databases = new IDBFactory();
    const keyring = indexedDbKeyring(databases);
    const { keys } = await deriveKeys(newPassphrase(), 1000);
    await keyring.save(keys);
    expect(await keyring.load(keys.publicKey)).toBeDefined();

    clearLocalData(window.localStorage, databases);
    expect(await keyring.load(keys.publicKey)).toBeUndefined();
  });
});

/**
 * Signing in and changing keys (common/accountCrypto, version 2): the login keys from the passphrase
 * and the deployment's salt, the signed challenge, the account key unwrapped (or made, at
 * registration), and the move of a version-1 account. Functions of the account API's requests only;
 * the engine (./engine.ts) keeps what they answer.
 */
import { msg } from '@lingui/core/macro';
import {
  accountKeysFrom,
  deriveKeys,
  deriveLogin,
  newAccountKey,
  sealJson,
  signChallenge,
  signFor,
  signedMessage,
  toBase64Url,
  unwrapAccountKey,
  wrapAccountKey,
} from '@common/accountCrypto';
import type { AccountKeys, LoginKeys } from '@common/accountCrypto';
import { browserOf } from '@/lib/accountActions';
import type { SealedDevice } from '@/lib/accountActions';

import { SyncApiError } from './accountApi';
import type { AccountRequests } from './requests';

/** Shown through the error it is thrown with: a message whose id is its English (`i18n._(text)`). */
export const KEY_UNOPENED =
  msg`Your account's key could not be opened with this passphrase. Nothing was changed; please try again.`
    .id;

/** A device's name is sealed with its id: a name moved to another device does not open. */
export const deviceContext = (id: string) => `device/${id}`;
export const thisDevice = (name: string): SealedDevice => ({
  name,
  browser: typeof navigator === 'undefined' ? null : browserOf(navigator.userAgent),
});

/** A sign-in's outcome; `move` for an account on version-1 keys, which moves to version 2. */
export interface Entered {
  k: AccountKeys;
  deviceId: string;
  move?: { old: AccountKeys; login: LoginKeys; accountKey: Uint8Array };
}
const origin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
const newDeviceId = () => toBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(12)));

/**
 * Signs in (or registers) with `passphrase`; answers the keys to sync with, this device's id, and
 * for an account still on version-1 keys, the keys its records are read with until it moves.
 */
export const authenticate = async (
  api: AccountRequests,
  how: 'register' | 'login',
  passphrase: string,
  deviceName: string,
): Promise<Entered> => {
  const { salt } = await api.setup();
  const login = await deriveLogin(passphrase, salt);
  // The device's id is this browser's choice, so that its sealed name is bound to it.
  const deviceId = newDeviceId();
  const signed = async (purpose: 'register' | 'login') => {
    const { challenge } = await api.challenge();
    const message = signedMessage(purpose, origin(), login.publicKey, challenge);
    return { challenge, signature: await signFor(login.signingKey, message) };
  };
  if (how === 'register') {
    const accountKey = newAccountKey();
    const k = await accountKeysFrom(login, accountKey);
    await api.register({
      version: 2,
      publicKey: login.publicKey,
      ...(await signed('register')),
      deviceId,
      device: await sealJson(k, thisDevice(deviceName), deviceContext(deviceId)),
      wrappedKey: await wrapAccountKey(login, accountKey),
    });
    return { k, deviceId };
  }
  try {
    // The device's name is sealed once the account key is known (the answer brings it).
    const entered = await api.login({
      version: 2,
      publicKey: login.publicKey,
      ...(await signed('login')),
      deviceId,
      device: '',
    });
    const accountKey = entered.wrappedKey
      ? await unwrapAccountKey(login, entered.wrappedKey)
      : undefined;
    if (!accountKey) {
      await api.logout().catch(() => {});
      throw new SyncApiError(409, 'key', KEY_UNOPENED);
    }
    const k = await accountKeysFrom(login, accountKey);
    await api.renameDevice(
      deviceId,
      await sealJson(k, thisDevice(deviceName), deviceContext(deviceId)),
    );
    return { k, deviceId };
  } catch (error) {
    if (!(error instanceof SyncApiError && error.code === 'unknown')) throw error;
  }
  // No account under this deployment's keys: one made before them (version 1) moves now.
  const { keys: old } = await deriveKeys(passphrase);
  const { challenge } = await api.challenge();
  await api.login({
    publicKey: old.publicKey,
    challenge,
    signature: await signChallenge(old, challenge),
    deviceId,
    device: await sealJson(old, thisDevice(deviceName), deviceContext(deviceId)),
  });
  const accountKey = newAccountKey();
  return {
    k: await accountKeysFrom(login, accountKey),
    deviceId,
    move: { old, login, accountKey },
  };
};

/**
 * Replaces the account's keys on the server: a new passphrase (`rotate` false: the same account key
 * wrapped by it), or a new account key (`rotate`: the records go, every other session ends). Signed
 * by the key in use and by the new one, over what changes.
 */
export const changeKeys = async (
  api: AccountRequests,
  current: { publicKey: string; signingKey: AccountKeys['signingKey'] },
  next: LoginKeys,
  accountKey: Uint8Array,
  rotate: boolean,
  seq: number,
) => {
  const wrappedKey = await wrapAccountKey(next, accountKey);
  const { challenge } = await api.challenge();
  const digest = toBase64Url(
    new Uint8Array(
      await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(wrappedKey)),
    ),
  );
  const message = signedMessage(
    'change-keys',
    origin(),
    current.publicKey,
    challenge,
    `${next.publicKey}\n${digest}\n${rotate ? 'rotate' : 'keep'}\n${seq}`,
  );
  await api.changeKeys({
    challenge,
    signature: await signFor(current.signingKey, message),
    newPublicKey: next.publicKey,
    newSignature: await signFor(next.signingKey, message),
    wrappedKey,
    rotate,
    seq,
  });
};

/**
 * Accounts as a browser makes them (issue 32), for the server's and the cluster's tests: version-2 keys
 * under the deployment's salt (a random account key wrapped by the passphrase's key), and the bodies a
 * browser sends to register, sign in and change its keys, signed over purpose, origin, public key and
 * challenge. Version-1 keys (the passphrase alone) stay for accounts made before, which sign in with a
 * signature over the challenge alone. PBKDF2 runs few rounds for speed; the real count has its own
 * vectors (accountCrypto.test.ts).
 */
import { createHash, randomBytes } from 'node:crypto';

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

import {
  accountKeysFrom,
  deriveKeys,
  deriveLogin,
  newAccountKey,
  newPassphrase,
  signChallenge,
  signFor,
  signedMessage,
  unwrapAccountKey,
  wrapAccountKey,
} from '../../../common/accountCrypto';
import type { AccountKeys, LoginKeys, SignPurpose } from '../../../common/accountCrypto';

/** PBKDF2 rounds in tests. */
export const TEST_KDF_ROUNDS = 1000;

/** What signs: a public key and its private half. */
export type Signer = Pick<AccountKeys, 'publicKey' | 'signingKey'>;

/** A version-2 account as a device holds it once signed in. */
export interface V2Account {
  passphrase: string;
  salt: string;
  login: LoginKeys;
  accountKey: Uint8Array;
  /** The account key wrapped by this passphrase, as the server keeps it. */
  wrappedKey: string;
  /** The record keys (from the account key) beside the login's signing key. */
  keys: AccountKeys;
}

/** The login keys of `passphrase` on the deployment of `salt`. */
export function loginKeys(salt: string, passphrase: string): Promise<LoginKeys> {
  return deriveLogin(passphrase, salt, TEST_KDF_ROUNDS);
}

async function accountOf(
  salt: string,
  passphrase: string,
  login: LoginKeys,
  accountKey: Uint8Array,
  wrappedKey?: string,
): Promise<V2Account> {
  return {
    passphrase,
    salt,
    login,
    accountKey,
    wrappedKey: wrappedKey ?? (await wrapAccountKey(login, accountKey)),
    keys: await accountKeysFrom(login, accountKey),
  };
}

/** A new account's keys, as a browser makes them before registering. */
export async function newAccount(
  salt: string,
  passphrase = newPassphrase(),
  accountKey: Uint8Array = newAccountKey(),
): Promise<V2Account> {
  return accountOf(salt, passphrase, await loginKeys(salt, passphrase), accountKey);
}

/**
 * The account as another device opens it after signing in: its passphrase and the wrapped key the
 * sign-in answered. Throws when the passphrase does not open that key.
 */
export async function openAccount(
  salt: string,
  passphrase: string,
  wrappedKey: string,
): Promise<V2Account> {
  const login = await loginKeys(salt, passphrase);
  const accountKey = await unwrapAccountKey(login, wrappedKey);
  if (!accountKey) throw new Error('The passphrase does not open the wrapped account key.');
  return accountOf(salt, passphrase, login, accountKey, wrappedKey);
}

/** The same account under a new passphrase: the same account key, wrapped by the new one. */
export async function withPassphrase(
  account: V2Account,
  passphrase = newPassphrase(),
): Promise<V2Account> {
  return newAccount(account.salt, passphrase, account.accountKey);
}

/** The same passphrase with a new account key (a rotation). */
export function rotated(account: V2Account): Promise<V2Account> {
  return newAccount(account.salt, account.passphrase);
}

/** Version-1 keys: from the passphrase alone, as accounts made before issue 32 have them. */
export async function v1Keys(passphrase = newPassphrase()): Promise<AccountKeys> {
  return (await deriveKeys(passphrase, TEST_KDF_ROUNDS)).keys;
}

/** The origin a browser signs for: its Origin header's, a default port left out. */
export const signedOrigin = (origin: string): string => new URL(origin).origin;

/** A browser's own device id (16 base64url characters). */
export const newDeviceId = (): string => randomBytes(12).toString('base64url');

/** What a version-2 browser seals its device's name under: its device id. */
export const deviceContext = (deviceId: string): string => `device/${deviceId}`;

/** A version-2 signature by `signer` of `purpose` for `origin` over `publicKey` and `challenge`. */
export function signV2(
  signer: Signer,
  purpose: SignPurpose,
  origin: string,
  challenge: string,
  { publicKey = signer.publicKey, extra }: { publicKey?: string; extra?: string } = {},
): Promise<string> {
  return signFor(
    signer.signingKey,
    signedMessage(purpose, signedOrigin(origin), publicKey, challenge, extra),
  );
}

/**
 * A version-2 registration, as the browser sends it: `fields` holds `device` (its sealed name) and
 * optionally `deviceId`, or anything a test sends instead.
 */
export async function registerBody(
  account: V2Account,
  challenge: string,
  origin: string,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    version: 2,
    publicKey: account.login.publicKey,
    challenge,
    signature: await signV2(account.login, 'register', origin, challenge),
    wrappedKey: account.wrappedKey,
    ...fields,
  };
}

/**
 * A version-2 sign-in. The browser sends `device: ''` and renames its device once the answer's
 * wrapped key is open; `fields` may send a name at once instead, and `deviceId`. `signer` signs in
 * place of the login's key (a forgery).
 */
export async function loginBody(
  login: Signer,
  challenge: string,
  origin: string,
  fields: Record<string, unknown> = {},
  { signer = login, purpose = 'login' }: { signer?: Signer; purpose?: SignPurpose } = {},
): Promise<Record<string, unknown>> {
  return {
    version: 2,
    publicKey: login.publicKey,
    challenge,
    signature: await signV2(signer, purpose, origin, challenge, { publicKey: login.publicKey }),
    device: '',
    ...fields,
  };
}

/** A version-1 sign-in (or registration, which the server refuses): the challenge alone signed. */
export async function v1Body(
  keys: AccountKeys,
  challenge: string,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  return {
    publicKey: keys.publicKey,
    challenge,
    signature: await signChallenge(keys, challenge),
    device: 'AAAA',
    ...fields,
  };
}

/** How a key change's signature names the wrapped key: its SHA-256, base64url. */
export const wrappedKeyDigest = (wrappedKey: string): string =>
  createHash('sha256').update(wrappedKey).digest('base64url');

export interface KeyChange {
  /** The keys the account has now (a version-1 account's too). */
  current: Signer;
  /** The new login's keys and the account key wrapped by them. */
  next: Signer & { wrappedKey: string };
  rotate: boolean;
  /** The account's sequence number as the device has it. */
  seq: number;
  challenge: string;
  origin: string;
}

/** What a forged key change gets wrong: who signs, or for which purpose or site. */
export interface Forgery {
  signer?: Signer;
  newSigner?: Signer;
  purpose?: SignPurpose;
  origin?: string;
}

/**
 * The body of POST /api/account/keys: both signatures, by the current key and by the new one, over
 * signedMessage('change-keys', origin, current public key, challenge, what changes).
 */
export async function keyChangeBody(
  change: KeyChange,
  forgery: Forgery = {},
): Promise<Record<string, unknown>> {
  const { current, next, rotate, seq, challenge } = change;
  const extra = `${next.publicKey}\n${wrappedKeyDigest(next.wrappedKey)}\n${rotate ? 'rotate' : 'keep'}\n${seq}`;
  const sign = (signer: Signer) =>
    signV2(signer, forgery.purpose ?? 'change-keys', forgery.origin ?? change.origin, challenge, {
      publicKey: current.publicKey,
      extra,
    });
  return {
    challenge,
    signature: await sign(forgery.signer ?? current),
    newPublicKey: next.publicKey,
    newSignature: await sign(forgery.newSigner ?? next),
    wrappedKey: next.wrappedKey,
    rotate,
    seq,
  };
}

/** A V2Account's new keys as a key change names them. */
export const nextKeys = (account: V2Account): KeyChange['next'] => ({
  publicKey: account.login.publicKey,
  signingKey: account.login.signingKey,
  wrappedKey: account.wrappedKey,
});

/** The address the account tests' requests claim, and the site Origin they come from. */
export const TEST_HOST = 'localhost:80';
export const TEST_ORIGIN = 'http://localhost:80';

/** Requests to `app` as this site's pages make them (its Host and Origin, and a session cookie). */
export function siteRequests(app: FastifyInstance) {
  return ({
    cookie,
    headers,
    ...rest
  }: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse> =>
    app.inject({
      ...rest,
      headers: { host: TEST_HOST, origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    });
}

/**
 * A Set-Cookie header as its name, value and attributes (attribute names in lower case, in a sorted
 * list: their order in the header means nothing), so a test can hold exactly what a cookie says.
 */
export function setCookieParts(header: string): {
  name: string;
  value: string;
  attributes: string[];
} {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  return {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    attributes: attributes
      .map((attribute) => {
        const at = attribute.indexOf('=');
        return at < 0
          ? attribute.toLowerCase()
          : `${attribute.slice(0, at).toLowerCase()}=${attribute.slice(at + 1)}`;
      })
      .sort(),
  };
}

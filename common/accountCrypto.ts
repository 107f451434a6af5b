/**
 * The account's cryptography, the same in the browser and in the server's tests: the passphrase, the
 * keys derived from it, the encrypted records and the login signature. Everything runs on WebCrypto
 * (the browser's, or Node's `globalThis.crypto`); the passphrase's word list and checksum are
 * @scure/bip39's. The server only ever sees the public key, record names (HMACs) and ciphertext.
 *
 * Derivation (version 1; a change is a new version, never an edit):
 *   master  = PBKDF2-SHA256(NFKD(words joined by one space), "marquee-account-v1", 600 000, 32 bytes)
 *   seed    = HKDF-SHA256(master, salt "", info "marquee/v1/sign", 32 bytes)  -> Ed25519 key pair
 *   content = HKDF-SHA256(master, salt "", info "marquee/v1/content")         -> AES-256-GCM key
 *   names   = HKDF-SHA256(master, salt "", info "marquee/v1/names")           -> HMAC-SHA256 key
 */
import { entropyToMnemonic, generateMnemonic, mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';

export const PASSPHRASE_WORDS = 12;
export const KDF_ITERATIONS = 600_000;
const KDF_SALT = 'marquee-account-v1';
const encoder = new TextEncoder();
// WebCrypto's types, from whichever declares them (the DOM's in the app, Node's on the server).
type Subtle = typeof globalThis.crypto.subtle;
type CryptoKey =
  Awaited<ReturnType<Subtle['generateKey']>> extends infer K
    ? K extends { publicKey: infer P }
      ? P
      : K
    : never;
const decoder = new TextDecoder();

function subtle(): Subtle {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('This browser cannot do the encryption accounts need (WebCrypto).');
  return api;
}

/** A new 12-word passphrase: 128 bits from the platform's random source, with BIP39's checksum. */
export function newPassphrase(): string {
  return generateMnemonic(wordlist, 128);
}

/** What was wrong with a typed passphrase, in a sentence the visitor reads. */
export class PassphraseError extends Error {}

/**
 * A typed or pasted passphrase in its one canonical form: lower case, single spaces. Throws a
 * PassphraseError naming the first word that is not on the list, a wrong count, or a checksum that
 * does not hold (a word changed for another word on the list, or the words out of order).
 */
export function normalizePassphrase(typed: string): string {
  const words = typed
    .normalize('NFKD')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (words.length === 0) throw new PassphraseError('Type or paste your 12-word passphrase.');
  const known = new Set(wordlist);
  const unknown = words.findIndex((word) => !known.has(word));
  if (unknown >= 0) {
    throw new PassphraseError(
      `Word ${unknown + 1}, "${words[unknown]!.slice(0, 20)}", is not one of the passphrase words. Check its spelling.`,
    );
  }
  if (words.length !== PASSPHRASE_WORDS) {
    throw new PassphraseError(
      `A passphrase has ${PASSPHRASE_WORDS} words; this one has ${words.length}.`,
    );
  }
  const phrase = words.join(' ');
  try {
    // Round trip through the entropy: the last word carries a checksum of the others.
    mnemonicToEntropy(phrase, wordlist);
  } catch {
    throw new PassphraseError(
      'These words are all on the list, but they are not a passphrase: one of them is wrong, or they are out of order.',
    );
  }
  return phrase;
}

/** The passphrase of 16 bytes of entropy (test vectors). */
export function passphraseFromEntropy(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist);
}

export interface AccountKeys {
  /** The Ed25519 public key, 32 bytes as base64url: the account's only identity on the server. */
  publicKey: string;
  signingKey: CryptoKey;
  contentKey: CryptoKey;
  nameKey: CryptoKey;
}

/**
 * The raw keys as bytes. A browser keeps its keys in IndexedDB as non-extractable CryptoKeys
 * (src/features/sync/keyring.ts); these bytes are kept instead only where IndexedDB cannot be used.
 */
export interface ExportedKeys {
  version: 1;
  seed: string;
  content: string;
  names: string;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** PKCS#8 wrapping of a 32-byte Ed25519 seed (RFC 8410): WebCrypto imports private keys only so. */
const ED25519_PKCS8_PREFIX = Uint8Array.from([
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]);

async function hkdf(master: CryptoKey, info: string): Promise<Uint8Array<ArrayBuffer>> {
  const bits = await subtle().deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(info) },
    master,
    256,
  );
  return new Uint8Array(bits);
}

/** PBKDF2-SHA256 of the passphrase (NFKD) under `salt`: the HKDF key every passphrase key comes from. */
async function passphraseMaster(passphrase: string, salt: Uint8Array, iterations: number) {
  const password = await subtle().importKey(
    'raw',
    encoder.encode(passphrase.normalize('NFKD')),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const masterBits = await subtle().deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as Uint8Array<ArrayBuffer>, iterations },
    password,
    256,
  );
  return subtle().importKey('raw', masterBits, 'HKDF', false, ['deriveBits']);
}

async function importKeys(raw: { seed: Uint8Array; content: Uint8Array; names: Uint8Array }) {
  const { publicKey, signingKey } = await signingPair(raw.seed);
  const contentKey = await subtle().importKey(
    'raw',
    raw.content as Uint8Array<ArrayBuffer>,
    { name: 'AES-GCM' },
    false,
    ['encrypt', 'decrypt'],
  );
  const nameKey = await subtle().importKey(
    'raw',
    raw.names as Uint8Array<ArrayBuffer>,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return { publicKey, signingKey, contentKey, nameKey };
}

/**
 * The account's keys from its passphrase (already normalised): about half a second of PBKDF2 in a
 * browser, by design. Every key is non-extractable: no script can read their bytes back. Returns the
 * raw keys too, for a browser that cannot keep CryptoKeys (no IndexedDB); the passphrase itself is
 * never stored.
 */
export async function deriveKeys(
  passphrase: string,
  iterations = KDF_ITERATIONS,
): Promise<{ keys: AccountKeys; exported: ExportedKeys }> {
  const master = await passphraseMaster(passphrase, encoder.encode(KDF_SALT), iterations);
  const raw = {
    seed: await hkdf(master, 'marquee/v1/sign'),
    content: await hkdf(master, 'marquee/v1/content'),
    names: await hkdf(master, 'marquee/v1/names'),
  };
  return {
    keys: await importKeys(raw),
    exported: {
      version: 1,
      seed: toBase64Url(raw.seed),
      content: toBase64Url(raw.content),
      names: toBase64Url(raw.names),
    },
  };
}

/** The keys back from what this browser kept; undefined when the value is not such keys. */
export async function importExportedKeys(value: unknown): Promise<AccountKeys | undefined> {
  const v = value as Partial<ExportedKeys> | null;
  if (!v || v.version !== 1) return undefined;
  try {
    const raw = {
      seed: fromBase64Url(String(v.seed)),
      content: fromBase64Url(String(v.content)),
      names: fromBase64Url(String(v.names)),
    };
    if (raw.seed.length !== 32 || raw.content.length !== 32 || raw.names.length !== 32) {
      return undefined;
    }
    return await importKeys(raw);
  } catch {
    return undefined;
  }
}

/** What a login or registration signs: the server's challenge, under a label of its own. */
export function challengeMessage(challenge: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(`marquee/v1/challenge\n${challenge}`);
}

export async function signChallenge(keys: AccountKeys, challenge: string): Promise<string> {
  const signature = await subtle().sign('Ed25519', keys.signingKey, challengeMessage(challenge));
  return toBase64Url(new Uint8Array(signature));
}

/** A record's name on the server: HMAC of its path ("watchlist/movie/550"), so paths stay unreadable. */
export async function recordName(keys: AccountKeys, path: string): Promise<string> {
  const mac = await subtle().sign('HMAC', keys.nameKey, encoder.encode(path));
  return toBase64Url(new Uint8Array(mac));
}

/**
 * `plain` encrypted with AES-GCM under `key`, `aad` authenticated with it: base64url of a random
 * 12-byte IV and the ciphertext with its tag. Every sealed thing of an account is this shape.
 */
export async function sealBytes(
  key: CryptoKey,
  plain: Uint8Array,
  aad: Uint8Array,
): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const sealed = await subtle().encrypt(
    { name: 'AES-GCM', iv, additionalData: aad as Uint8Array<ArrayBuffer> },
    key,
    plain as Uint8Array<ArrayBuffer>,
  );
  const out = new Uint8Array(12 + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), 12);
  return toBase64Url(out);
}

/** What sealBytes sealed under the same key and `aad`; undefined when it does not open. */
export async function openBytes(
  key: CryptoKey,
  body: string,
  aad: Uint8Array,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    const bytes = fromBase64Url(body);
    if (bytes.length < 12 + 16) return undefined;
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12), additionalData: aad as Uint8Array<ArrayBuffer> },
      key,
      bytes.slice(12),
    );
    return new Uint8Array(plain);
  } catch {
    return undefined;
  }
}

/**
 * `value` as JSON, sealed (sealBytes) under the content key. `context` (the record's name) is
 * authenticated with it, so a body moved under another name fails to open.
 */
export function sealJson(keys: AccountKeys, value: unknown, context: string): Promise<string> {
  return sealBytes(keys.contentKey, encoder.encode(JSON.stringify(value)), encoder.encode(context));
}

/** The value sealed by sealJson under the same context; undefined when it does not open. */
export async function openJson(
  keys: AccountKeys,
  body: string,
  context: string,
): Promise<unknown | undefined> {
  const plain = await openBytes(keys.contentKey, body, encoder.encode(context));
  if (!plain) return undefined;
  try {
    return JSON.parse(decoder.decode(plain));
  } catch {
    return undefined;
  }
}

/*
 * Version 2 (issue 32): a random account key, wrapped by the passphrase's key; every key that opens
 * records comes from the account key, so a passphrase can change without sealing anything again, and
 * the account key can be replaced (rotation) without a new passphrase.
 *
 *   master   = PBKDF2-SHA256(NFKD(passphrase), "marquee-account-v2/" || deployment salt, 600 000)
 *   login    = HKDF(master, info "marquee/v2/login")   -> Ed25519 key pair (the account's public key)
 *   wrap     = HKDF(master, info "marquee/v2/wrap")    -> AES-256-GCM key that wraps the account key
 *   account  = 32 random bytes, kept by the server only wrapped:
 *              base64url(iv || AES-GCM(wrap, account, aad "marquee/v2/account-key\n{public key}"))
 *   content  = HKDF(account, info "marquee/v2/content") -> AES-256-GCM key of records
 *   names    = HKDF(account, info "marquee/v2/names")   -> HMAC-SHA256 key of record names
 *
 * The deployment salt is the server's (GET /api/account/setup), made once per deployment and kept in
 * its database: the same passphrase makes unrelated accounts on two deployments. What a login signs
 * names the site's origin, the purpose and the public key beside the challenge.
 */

/** What a passphrase opens on one deployment: the login key pair and the key that wraps the account key. */
export interface LoginKeys {
  publicKey: string;
  signingKey: CryptoKey;
  wrapKey: CryptoKey;
}

export const ACCOUNT_KEY_BYTES = 32;

export async function deriveLogin(
  passphrase: string,
  salt: string,
  iterations = KDF_ITERATIONS,
): Promise<LoginKeys> {
  const saltBytes = fromBase64Url(salt);
  if (saltBytes.length < 16) throw new Error('The site sent no usable salt for accounts.');
  const label = encoder.encode('marquee-account-v2/');
  const fullSalt = new Uint8Array(label.length + saltBytes.length);
  fullSalt.set(label);
  fullSalt.set(saltBytes, label.length);
  const master = await passphraseMaster(passphrase, fullSalt, iterations);
  const seed = await hkdf(master, 'marquee/v2/login');
  const wrapBytes = await hkdf(master, 'marquee/v2/wrap');
  const { publicKey, signingKey } = await signingPair(seed);
  const wrapKey = await subtle().importKey('raw', wrapBytes, { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);
  return { publicKey, signingKey, wrapKey };
}

/** An Ed25519 key pair from its 32-byte seed: the public key (base64url) and the sealed private key. */
async function signingPair(seed: Uint8Array) {
  const pkcs8 = new Uint8Array(ED25519_PKCS8_PREFIX.length + 32);
  pkcs8.set(ED25519_PKCS8_PREFIX);
  pkcs8.set(seed, ED25519_PKCS8_PREFIX.length);
  const readable = await subtle().importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
  const jwk = await subtle().exportKey('jwk', readable);
  const signingKey = await subtle().importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign']);
  return { publicKey: jwk.x!, signingKey };
}

/** A new random account key. */
export function newAccountKey(): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(ACCOUNT_KEY_BYTES));
}

const wrapAad = (publicKey: string) => encoder.encode(`marquee/v2/account-key\n${publicKey}`);

/** The account key wrapped for the server to keep: only this passphrase's wrap key opens it. */
export function wrapAccountKey(login: LoginKeys, accountKey: Uint8Array): Promise<string> {
  return sealBytes(login.wrapKey, accountKey, wrapAad(login.publicKey));
}

/** The account key from its wrapped form; undefined when this passphrase's key does not open it. */
export async function unwrapAccountKey(
  login: LoginKeys,
  wrapped: string,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const plain = await openBytes(login.wrapKey, wrapped, wrapAad(login.publicKey));
  return plain?.byteLength === ACCOUNT_KEY_BYTES ? plain : undefined;
}

/** The keys a device keeps: the login's signing key, and the record keys from the account key. */
export async function accountKeysFrom(
  login: Pick<LoginKeys, 'publicKey' | 'signingKey'>,
  accountKey: Uint8Array,
): Promise<AccountKeys> {
  const root = await subtle().importKey(
    'raw',
    accountKey as Uint8Array<ArrayBuffer>,
    'HKDF',
    false,
    ['deriveBits'],
  );
  const contentKey = await subtle().importKey(
    'raw',
    await hkdf(root, 'marquee/v2/content'),
    { name: 'AES-GCM' },
    false,
    ['encrypt', 'decrypt'],
  );
  const nameKey = await subtle().importKey(
    'raw',
    await hkdf(root, 'marquee/v2/names'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return { publicKey: login.publicKey, signingKey: login.signingKey, contentKey, nameKey };
}

/** Why a signature is made: each purpose's signature is worthless for any other. */
export type SignPurpose = 'register' | 'login' | 'change-keys';

/**
 * What a version-2 signature covers: the purpose, the site's origin, the public key, the challenge,
 * and for a key change the SHA-256 of what is changed (new public key, wrapped key, rotation).
 */
export function signedMessage(
  purpose: SignPurpose,
  origin: string,
  publicKey: string,
  challenge: string,
  extra = '',
): Uint8Array<ArrayBuffer> {
  return encoder.encode(
    `marquee/v2/${purpose}\n${origin}\n${publicKey}\n${challenge}${extra ? `\n${extra}` : ''}`,
  );
}

export async function signFor(
  signingKey: CryptoKey,
  message: Uint8Array<ArrayBuffer>,
): Promise<string> {
  return toBase64Url(new Uint8Array(await subtle().sign('Ed25519', signingKey, message)));
}

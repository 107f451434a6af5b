/**
 * The account crypto module (common/accountCrypto.ts) against fixed vectors, and against Node's own
 * crypto computing the same derivation independently: a known passphrase gives a known public key and
 * record name, forever (a change would lock every account out).
 */
import {
  createDecipheriv,
  createHmac,
  createPrivateKey,
  createPublicKey,
  hkdfSync,
  pbkdf2Sync,
  verify,
} from 'node:crypto';

import {
  KDF_ITERATIONS,
  PassphraseError,
  accountKeysFrom,
  challengeMessage,
  deriveKeys,
  deriveLogin,
  fromBase64Url,
  importExportedKeys,
  newAccountKey,
  newPassphrase,
  normalizePassphrase,
  openJson,
  passphraseFromEntropy,
  recordName,
  sealJson,
  signChallenge,
  signFor,
  signedMessage,
  unwrapAccountKey,
  wrapAccountKey,
} from '../../common/accountCrypto';

jest.setTimeout(60_000);

// BIP39's own first test vector: 16 zero bytes.
const ZERO_PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

/** The derivation, step by step with node:crypto: the module must agree with it. */
function nodeDerivation(passphrase: string) {
  const master = pbkdf2Sync(passphrase, 'marquee-account-v1', KDF_ITERATIONS, 32, 'sha256');
  const part = (info: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
  const seed = part('marquee/v1/sign');
  const privateKey = createPrivateKey({
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const publicKey = (createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string }).x;
  return { publicKey, names: part('marquee/v1/names'), content: part('marquee/v1/content') };
}

describe('passphrases', () => {
  it('are 12 list words with a checksum, new each time', () => {
    const a = newPassphrase();
    expect(a.split(' ')).toHaveLength(12);
    expect(normalizePassphrase(a)).toBe(a);
    expect(newPassphrase()).not.toBe(a);
    expect(passphraseFromEntropy(new Uint8Array(16))).toBe(ZERO_PHRASE);
  });

  it('are read however they are pasted: case, line breaks, numbering, extra spaces', () => {
    const pasted = ` 1. Abandon  2. abandon\n3. ABANDON abandon, abandon abandon\tabandon abandon abandon abandon abandon about `;
    expect(normalizePassphrase(pasted)).toBe(ZERO_PHRASE);
  });

  it('say which word is misspelt, how many are missing, and when the order or a word is wrong', () => {
    const misspelt = ZERO_PHRASE.replace(/about$/, 'abuot');
    expect(() => normalizePassphrase(misspelt)).toThrow(
      new PassphraseError(
        'Word 12, "abuot", is not one of the passphrase words. Check its spelling.',
      ),
    );
    expect(() => normalizePassphrase('abandon about')).toThrow(
      'A passphrase has 12 words; this one has 2.',
    );
    expect(() => normalizePassphrase('')).toThrow('Type or paste your 12-word passphrase.');
    // The checksum: the same words in another order.
    const swapped = ['about', ...ZERO_PHRASE.split(' ').slice(0, 11)].join(' ');
    expect(() => normalizePassphrase(swapped)).toThrow(/out of order/);
    // One word changed for another list word.
    expect(() => normalizePassphrase(ZERO_PHRASE.replace(/about$/, 'zoo'))).toThrow(
      /one of them is wrong/,
    );
  });
});

describe('key derivation', () => {
  it('gives the fixed public key and record name of a known passphrase, as node:crypto computes them', async () => {
    const { keys, exported } = await deriveKeys(ZERO_PHRASE);
    const expected = nodeDerivation(ZERO_PHRASE);
    expect(keys.publicKey).toBe(expected.publicKey);
    expect(fromBase64Url(exported.names)).toEqual(new Uint8Array(expected.names));
    expect(fromBase64Url(exported.content)).toEqual(new Uint8Array(expected.content));
    const name = await recordName(keys, 'watchlist/movie/550');
    expect(name).toBe(
      createHmac('sha256', expected.names).update('watchlist/movie/550').digest('base64url'),
    );
    // The vectors themselves: these never change.
    expect(keys.publicKey).toBe(VECTOR.publicKey);
    expect(name).toBe(VECTOR.watchlist550);
  });

  it('signs challenges that node:crypto verifies with the public key alone', async () => {
    const { keys } = await deriveKeys(ZERO_PHRASE, 1000);
    const signature = await signChallenge(keys, 'the-challenge');
    const publicKey = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: keys.publicKey },
      format: 'jwk',
    });
    expect(
      verify(
        null,
        challengeMessage('the-challenge'),
        publicKey,
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    expect(
      verify(null, challengeMessage('another'), publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(false);
  });

  it('comes back whole from the exported keys this browser keeps', async () => {
    const { keys, exported } = await deriveKeys(newPassphrase(), 1000);
    const again = (await importExportedKeys(JSON.parse(JSON.stringify(exported))))!;
    expect(again.publicKey).toBe(keys.publicKey);
    expect(await recordName(again, 'x')).toBe(await recordName(keys, 'x'));
    for (const broken of [
      null,
      {},
      { ...exported, version: 2 },
      { ...exported, seed: 'AAAA' },
      { ...exported, names: '%%' },
    ]) {
      expect(await importExportedKeys(broken)).toBeUndefined();
    }
  });
});

describe('records', () => {
  it('open only with the same keys and under the same name, and never repeat a ciphertext', async () => {
    const { keys } = await deriveKeys(newPassphrase(), 1000);
    const { keys: others } = await deriveKeys(newPassphrase(), 1000);
    const value = { id: 550, title: 'Fight Club', progress: 0.42 };
    const body = await sealJson(keys, value, 'name-a');
    expect(await openJson(keys, body, 'name-a')).toEqual(value);
    expect(await sealJson(keys, value, 'name-a')).not.toBe(body);
    expect(await openJson(keys, body, 'name-b')).toBeUndefined();
    expect(await openJson(others, body, 'name-a')).toBeUndefined();
    const tampered = body.slice(0, -2) + (body.endsWith('A') ? 'BA' : 'AA');
    expect(await openJson(keys, tampered, 'name-a')).toBeUndefined();
    expect(await openJson(keys, 'not base64!', 'name-a')).toBeUndefined();
    expect(Buffer.from(body, 'base64url').toString('latin1')).not.toContain('Fight Club');
  });
});

const VECTOR = {
  publicKey: 'UTMVv_tBs1-H1y1f0S7HLqKNuo9Qtz9mLkcxrgeJnEc',
  watchlist550: 'Ov99PHJ8_jF1JNuziHfMAcNXNJ2saWmmqpKabfLPanY',
};

describe('version 2: a wrapped account key', () => {
  const SALT = 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8'; // bytes 0..31
  const ROUNDS = 1000;

  /** The version-2 derivation with node:crypto, step by step. */
  function nodeLogin(passphrase: string) {
    const salt = Buffer.concat([Buffer.from('marquee-account-v2/'), fromBase64Url(SALT)]);
    const master = pbkdf2Sync(passphrase, salt, ROUNDS, 32, 'sha256');
    const part = (info: string) =>
      Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));
    const privateKey = createPrivateKey({
      key: Buffer.concat([
        Buffer.from('302e020100300506032b657004220420', 'hex'),
        part('marquee/v2/login'),
      ]),
      format: 'der',
      type: 'pkcs8',
    });
    return {
      publicKey: (createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string }).x,
      wrap: part('marquee/v2/wrap'),
    };
  }

  it('derives the login key pair and the wrapping key as node:crypto does', async () => {
    const login = await deriveLogin(ZERO_PHRASE, SALT, ROUNDS);
    const node = nodeLogin(ZERO_PHRASE);
    expect(login.publicKey).toBe(node.publicKey);
    // The same passphrase on another deployment (another salt) is another account.
    const elsewhere = await deriveLogin(ZERO_PHRASE, 'A'.repeat(43), ROUNDS);
    expect(elsewhere.publicKey).not.toBe(login.publicKey);
    // The wrap key node:crypto derived opens what the module wrapped (AES-256-GCM, bound to the key).
    const accountKey = newAccountKey();
    const wrapped = fromBase64Url(await wrapAccountKey(login, accountKey));
    const decipher = createDecipheriv('aes-256-gcm', node.wrap, wrapped.subarray(0, 12));
    decipher.setAAD(Buffer.from(`marquee/v2/account-key\n${login.publicKey}`));
    decipher.setAuthTag(wrapped.subarray(wrapped.length - 16));
    const plain = Buffer.concat([
      decipher.update(wrapped.subarray(12, wrapped.length - 16)),
      decipher.final(),
    ]);
    expect(new Uint8Array(plain)).toEqual(accountKey);
  });

  it('opens the account key only with its passphrase, and derives record keys from it alone', async () => {
    const login = await deriveLogin(ZERO_PHRASE, SALT, ROUNDS);
    const accountKey = newAccountKey();
    const wrapped = await wrapAccountKey(login, accountKey);
    expect(await unwrapAccountKey(login, wrapped)).toEqual(accountKey);
    const other = await deriveLogin(newPassphrase(), SALT, ROUNDS);
    expect(await unwrapAccountKey(other, wrapped)).toBeUndefined();
    expect(await unwrapAccountKey(login, `${wrapped.slice(0, -2)}AA`)).toBeUndefined();

    // A new passphrase wraps the same account key: the same record keys, the same record names.
    const keys = await accountKeysFrom(login, accountKey);
    const again = await accountKeysFrom(other, accountKey);
    expect(await recordName(again, 'watchlist/movie-550')).toBe(
      await recordName(keys, 'watchlist/movie-550'),
    );
    const names = Buffer.from(
      hkdfSync('sha256', Buffer.from(accountKey), Buffer.alloc(0), 'marquee/v2/names', 32),
    );
    expect(await recordName(keys, 'watchlist/movie-550')).toBe(
      createHmac('sha256', names).update('watchlist/movie-550').digest('base64url'),
    );
    const sealed = await sealJson(keys, { a: 1 }, 'x');
    expect(await openJson(again, sealed, 'x')).toEqual({ a: 1 });
    // Another account key opens nothing of it.
    expect(
      await openJson(await accountKeysFrom(login, newAccountKey()), sealed, 'x'),
    ).toBeUndefined();
  });

  it('signs purpose, origin, public key and challenge: a signature for one is none for another', async () => {
    const login = await deriveLogin(ZERO_PHRASE, SALT, ROUNDS);
    const message = signedMessage('login', 'https://a.example', login.publicKey, 'c'.repeat(43));
    const signature = Buffer.from(await signFor(login.signingKey, message), 'base64url');
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: login.publicKey },
      format: 'jwk',
    });
    expect(verify(null, message, key, signature)).toBe(true);
    for (const other of [
      signedMessage('register', 'https://a.example', login.publicKey, 'c'.repeat(43)),
      signedMessage('login', 'https://b.example', login.publicKey, 'c'.repeat(43)),
      signedMessage('login', 'https://a.example', 'B'.repeat(43), 'c'.repeat(43)),
      signedMessage('login', 'https://a.example', login.publicKey, 'd'.repeat(43)),
      challengeMessage('c'.repeat(43)),
    ]) {
      expect(verify(null, other, key, signature)).toBe(false);
    }
  });
});

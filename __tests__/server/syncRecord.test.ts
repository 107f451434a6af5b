/**
 * Sealed, padded sync records (common/syncRecord.ts, issue 32): the same code the browser runs, on
 * Node's WebCrypto. A record opens only under exactly what the wire says about it.
 */
import {
  deriveKeys,
  passphraseFromEntropy,
  recordName,
  sealJson,
} from '../../common/accountCrypto';
import {
  PAD_SIZES,
  accountTag,
  openLegacyRecord,
  openRecord,
  pad,
  recordAad,
  sealRecord,
} from '../../common/syncRecord';

const phrase = passphraseFromEntropy(new Uint8Array(16).fill(7));
const keysOf = async (p = phrase) => (await deriveKeys(p, 1000)).keys;

describe('padding', () => {
  it('fills to the smallest size that holds the text, with spaces JSON ignores', () => {
    const padded = pad('{"a":1}');
    expect(padded.length).toBe(512);
    expect(JSON.parse(new TextDecoder().decode(padded))).toEqual({ a: 1 });
    expect(pad('x'.repeat(512)).length).toBe(512);
    expect(pad('x'.repeat(513)).length).toBe(4096);
    expect(pad('x'.repeat(300_000)).length).toBe(409_600);
  });

  it('refuses what no size holds', () => {
    expect(() => pad('x'.repeat(PAD_SIZES.at(-1)! + 1))).toThrow(RangeError);
  });

  it('binds every field the wire carries into the associated data', () => {
    const meta = { name: 'n'.repeat(43), stamp: '001790000000000.0000.0a0b0c0d', deleted: false };
    expect(new TextDecoder().decode(recordAad('acct', meta))).toBe(
      `marquee/record/2\nacct\n${'n'.repeat(43)}\n001790000000000.0000.0a0b0c0d\nlive`,
    );
  });
});

describe('a sealed record', () => {
  const path = 'watchlist/movie-550';
  const stamp = '001790000000000.0000.0a0b0c0d';

  it('opens under its own name, stamp, flag and account, and under nothing else', async () => {
    const keys = await keysOf();
    const tag = await accountTag(keys);
    const name = await recordName(keys, path);
    const meta = { name, stamp, deleted: false };
    const value = { media_type: 'movie', media_id: 550 };
    const body = await sealRecord(keys, tag, meta, { path, value });
    expect(await openRecord(keys, tag, meta, body)).toEqual({ path, value });

    const other = await recordName(keys, 'watchlist/movie-551');
    expect(await openRecord(keys, tag, { ...meta, name: other }, body)).toBeUndefined();
    expect(
      await openRecord(keys, tag, { ...meta, stamp: '001790000000001.0000.0a0b0c0d' }, body),
    ).toBeUndefined();
    expect(await openRecord(keys, tag, { ...meta, deleted: true }, body)).toBeUndefined();
    expect(await openRecord(keys, 'another account', meta, body)).toBeUndefined();
    expect(await openRecord(keys, tag, meta, null)).toBeUndefined();
    expect(await openRecord(keys, tag, meta, `${body.slice(0, -2)}AA`)).toBeUndefined();
    const stranger = await keysOf(passphraseFromEntropy(new Uint8Array(16).fill(9)));
    expect(await openRecord(stranger, tag, meta, body)).toBeUndefined();
  });

  it('a deletion names its entry and opens only as a deletion', async () => {
    const keys = await keysOf();
    const tag = await accountTag(keys);
    const meta = { name: await recordName(keys, path), stamp, deleted: true };
    const body = await sealRecord(keys, tag, meta, { path });
    expect(await openRecord(keys, tag, meta, body)).toEqual({ path });
    expect(await openRecord(keys, tag, { ...meta, deleted: false }, body)).toBeUndefined();
  });

  it('every entry of a list, whatever it holds, and its deletion are the same size', async () => {
    const keys = await keysOf();
    const tag = await accountTag(keys);
    const sizes = new Set<number>();
    for (const [id, deleted] of [
      [550, false],
      [122, false],
      [14160, true],
    ] as const) {
      const p = `watchlist/movie-${id}`;
      const meta = { name: await recordName(keys, p), stamp, deleted };
      const value = { media_type: 'movie', media_id: id, added_at: '2026-11-28T19:00:00.000Z' };
      sizes.add(
        (await sealRecord(keys, tag, meta, deleted ? { path: p } : { path: p, value })).length,
      );
    }
    expect([...sizes]).toEqual([Math.ceil(((12 + 512 + 16) * 4) / 3)]);
  });

  it('a format-1 record is read only by the legacy reader, and only under its own name', async () => {
    const keys = await keysOf();
    const name = await recordName(keys, path);
    const body = await sealJson(keys, { path, value: 1 }, name);
    expect(await openLegacyRecord(keys, name, body)).toEqual({ path, value: 1 });
    const tag = await accountTag(keys);
    expect(await openRecord(keys, tag, { name, stamp, deleted: false }, body)).toBeUndefined();
    const other = await recordName(keys, 'watchlist/movie-551');
    expect(
      await openLegacyRecord(keys, other, await sealJson(keys, { path, value: 1 }, other)),
    ).toBeUndefined();
  });
});

/**
 * The API's compression: which coding a client gets, and that an answer is compressed once and then
 * reused (the same bytes, not a new compression), which is what keeps cached answers fast.
 */
import zlib from 'node:zlib';

import { CompressedAnswers, negotiateEncoding } from '../../server/api/compressedAnswers';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0.4, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip, *;q=0', 'gzip'],
    ['br;q=nonsense, gzip', 'gzip'],
    ['br;q=2', null],
    [';;,, ,', null],
    ['x;;q=nonsense,,', null],
  ])('%j gives %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('CompressedAnswers', () => {
  const body = JSON.stringify({
    results: Array.from({ length: 50 }, (_, i) => ({ id: i, t: 'x' })),
  });

  it('compresses an answer once per coding and hands the same bytes back after', async () => {
    const answers = new CompressedAnswers(1024 * 1024);
    const br = await answers.encoded('200 /movie/popular', body, 'br');
    const gz = await answers.encoded('200 /movie/popular', body, 'gzip');
    expect(zlib.brotliDecompressSync(br).toString()).toBe(body);
    expect(zlib.gunzipSync(gz).toString()).toBe(body);
    expect(await answers.encoded('200 /movie/popular', body, 'br')).toBe(br);
    expect(await answers.encoded('200 /movie/popular', body, 'gzip')).toBe(gz);
  });

  it('shares one compression between requests that arrive together', async () => {
    const answers = new CompressedAnswers(1024 * 1024);
    const [a, b] = await Promise.all([
      answers.encoded('200 /trending/all/day', body, 'br'),
      answers.encoded('200 /trending/all/day', body, 'br'),
    ]);
    expect(a).toBe(b);
  });

  it('compresses again when the text under a key has changed (a refreshed live answer)', async () => {
    const answers = new CompressedAnswers(1024 * 1024);
    const before = await answers.encoded('200 /movie/550', body, 'br');
    const changed = body.replace('"t":"x"', '"t":"y"');
    const after = await answers.encoded('200 /movie/550', changed, 'br');
    expect(after).not.toBe(before);
    expect(zlib.brotliDecompressSync(after).toString()).toBe(changed);
  });

  it('stays within its bound, dropping the least recently used', async () => {
    const answers = new CompressedAnswers(body.length * 2);
    const first = await answers.encoded('200 /a', body, 'br');
    await answers.encoded('200 /b', body, 'br');
    await answers.encoded('200 /c', body, 'br');
    expect(await answers.encoded('200 /a', body, 'br')).not.toBe(first);
  });
});

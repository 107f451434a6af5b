/**
 * What the service worker keeps and serves from its caches (src/lib/cachedResponse, used by src/sw.ts
 * both before storing an answer and before serving a stored one): a damaged or unreadable entry is
 * refused, so it is dropped rather than served.
 */
import { isUsableImage, isUsableJson } from '@/lib/cachedResponse';

const json = (body: string, init: ResponseInit = {}) =>
  new Response(body, { headers: { 'content-type': 'application/json' }, ...init });

describe('catalogue answers', () => {
  it('keeps a 200 JSON answer, and can still read it afterwards', async () => {
    const response = json('{"id":550,"title":"Fight Club"}');
    expect(await isUsableJson(response)).toBe(true);
    expect(await response.json()).toEqual({ id: 550, title: 'Fight Club' });
  });

  it.each([
    ['cut-off JSON', json('{"id":550,"title":"Fig')],
    ['an empty body', json('')],
    ['HTML sent as JSON', json('<!doctype html><p>Bad gateway</p>')],
    ['a failure status', json('{"status_code":11}', { status: 500 })],
    ['a 404', json('{"status_code":34}', { status: 404 })],
    ['no JSON type', new Response('{"id":550}', { headers: { 'content-type': 'text/plain' } })],
    ['a network error', Response.error()],
  ])('refuses %s', async (_name, response) => {
    expect(await isUsableJson(response)).toBe(false);
  });
});

describe('pictures', () => {
  const image = (init: ResponseInit = {}, type = 'image/jpeg') =>
    new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
      headers: { 'content-type': type },
      ...init,
    });

  it('keeps a 200 image', () => {
    expect(isUsableImage(image())).toBe(true);
  });

  it.each([
    ['a failure status', image({ status: 404 })],
    ['a page instead of a picture', image({}, 'text/html')],
    [
      'an empty picture',
      new Response(null, { headers: { 'content-type': 'image/png', 'content-length': '0' } }),
    ],
    ['a network error', Response.error()],
  ])('refuses %s', (_name, response) => {
    expect(isUsableImage(response)).toBe(false);
  });

  it('refuses an opaque answer (one it cannot read)', () => {
    const opaque = image();
    Object.defineProperty(opaque, 'type', { value: 'opaque' });
    Object.defineProperty(opaque, 'status', { value: 0 });
    expect(isUsableImage(opaque)).toBe(false);
  });
});

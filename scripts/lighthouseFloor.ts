/**
 * `npm run lighthouse -- --floor`: each route measured a second time as the server renders it but with
 * none of the app's scripts, served with the app's own answer headers. What Lighthouse reports for that
 * copy is what the browser costs before any of the app's code runs (the commit of the page, its first
 * parse, style, layout and paint), so the distance between the two rows is the app's own.
 *
 * The copy is served by a small relay in front of the app: a page's HTML loses its script elements,
 * everything else (images, icons, the manifest, API answers) is the app's answer as it was.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

/**
 * The page without its scripts: every script element (the loader, the app's data and script list) and
 * every script preload. Styles, images and their preloads stay: they are the first screen.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?modulepreload\b)[^>]*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/gi, '');
}

/** Headers of the app's answer that belong to one connection or one encoding of the body. */
const NOT_RELAYED = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

export interface FloorServer {
  /** Where the copies are served: the same paths as the app's. */
  origin: string;
  close(): Promise<void>;
}

async function relay(
  appOrigin: string,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  const forwarded: Record<string, string> = { 'accept-encoding': 'identity' };
  for (const name of ['accept', 'accept-language', 'cookie', 'range']) {
    const value = request.headers[name];
    if (typeof value === 'string') forwarded[name] = value;
  }
  const upstream = await fetch(`${appOrigin}${request.url ?? '/'}`, {
    method: request.method === 'HEAD' ? 'HEAD' : 'GET',
    headers: forwarded,
    redirect: 'manual',
  });
  const headers: http.OutgoingHttpHeaders = {};
  upstream.headers.forEach((value, name) => {
    if (!NOT_RELAYED.has(name) && name !== 'set-cookie') headers[name] = value;
  });
  const cookies = upstream.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;

  let body = Buffer.from(await upstream.arrayBuffer());
  if (/^text\/html\b/i.test(upstream.headers.get('content-type') ?? '')) {
    body = Buffer.from(withoutScripts(body.toString('utf8')), 'utf8');
    // Sent compressed as the app sends its pages, so that the copy arrives as fast as the page.
    if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      });
      headers['content-encoding'] = 'br';
    }
  }
  headers['content-length'] = body.length;
  response.writeHead(upstream.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The relay in front of the app at `appOrigin`, on a free port of 127.0.0.1. */
export async function startFloorServer(appOrigin: string): Promise<FloorServer> {
  const server = http.createServer((request, response) => {
    relay(appOrigin, request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The app did not answer: ${error instanceof Error ? error.message : error}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

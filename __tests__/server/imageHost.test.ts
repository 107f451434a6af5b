import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { buildApp } from '../../server/app';
import { ImageHostCheck } from '../../server/imageHost';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { openDemoSource } from '../../server/sources/demo/demoSource';

import { startDemoApp } from './helpers/demoApp';

/** A stand-in image host on a local port: answers 404 to everything, as a CDN's bare base does. */
async function startImageHost(): Promise<{
  url: string;
  requests: string[];
  close(): Promise<void>;
}> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/t/p`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A local port with nothing listening: connections are refused at once. */
async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/t/p`;
}

describe('the image host check', () => {
  it('offers the base once the host answers, whatever the status', async () => {
    const host = await startImageHost();
    const check = new ImageHostCheck({ baseUrl: host.url });
    expect(check.current()).toBeNull();
    expect(await check.start()).toBe(true);
    expect(check.current()).toBe(host.url);
    expect(host.requests).toEqual(['HEAD /t/p/']);
    check.stop();
    await host.close();
  });

  it('offers nothing while the host cannot be reached, and again once it can', async () => {
    const url = await closedPortUrl();
    const check = new ImageHostCheck({ baseUrl: url });
    expect(await check.start()).toBe(false);
    expect(check.current()).toBeNull();
    check.stop();

    const host = await startImageHost();
    const later = new ImageHostCheck({ baseUrl: host.url });
    await later.check();
    expect(later.current()).toBe(host.url);
    later.stop();
    await host.close();
  });

  it('gives up on a host that does not answer within the timeout', async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const check = new ImageHostCheck({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 100 });
    expect(await check.check()).toBe(false);
    check.stop();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('never asks anything when images are off', async () => {
    const fetchSpy = jest.fn();
    const check = new ImageHostCheck({ baseUrl: null, fetch: fetchSpy });
    expect(await check.start()).toBe(false);
    expect(check.current()).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('/api/site and the image host', () => {
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    demo = await startDemoApp();
  });
  afterAll(() => demo.close());

  /** The real app over the demo catalogue (the same SQLite file), with the given check. */
  async function siteWith(baseUrl: string | null) {
    const imageHost = new ImageHostCheck({ baseUrl });
    const config = loadConfig({
      DATA_DIR: demo.dataDir,
      LOG_LEVEL: 'silent',
      IMAGE_BASE_URL: baseUrl ?? 'off',
    });
    const app = await buildApp({
      config,
      source: openDemoSource({ dataDir: config.dataDir }),
      logger: createLogger('silent'),
      imageHost,
    });
    await imageHost.check();
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    await app.close();
    return res.json() as { images: string | null };
  }

  it('names the image base when the host answers', async () => {
    const host = await startImageHost();
    expect(await siteWith(host.url)).toMatchObject({ images: host.url });
    await host.close();
  });

  it('says null while the host is unreachable, and when images are off', async () => {
    expect(await siteWith(await closedPortUrl())).toMatchObject({ images: null });
    expect(await siteWith(null)).toMatchObject({ images: null });
  });
});

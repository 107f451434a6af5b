/**
 * TRUST_PROXY at the HTTP level (the real buildApp, requests with a connecting address): a visitor behind
 * one trusted proxy cannot choose their address by writing X-Forwarded-For, so they can neither slip past
 * the contact limit by rotating it nor spend another visitor's quota; and what the proxy says about the
 * scheme decides HSTS only when the proxy is trusted.
 */
import { CONTACT_URL, closeSharedSource, startContactApp } from './helpers/contact';
import type { ContactApp } from './helpers/contact';

/** The load balancer in front, and two visitors it forwards. */
const PROXY = '10.0.0.2';
const MALLORY = '203.0.113.66';
const VICTIM = '198.51.100.7';

/**
 * A post as it reaches the server: over a connection from `from`, carrying `xff`. A proxy that appends
 * (nginx's $proxy_add_x_forwarded_for) turns the visitor's own header `6.6.6.6` into `6.6.6.6, <visitor>`.
 */
async function post(contact: ContactApp, from: string, xff?: string, proto?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (xff !== undefined) headers['x-forwarded-for'] = xff;
  if (proto !== undefined) headers['x-forwarded-proto'] = proto;
  const res = await contact.app.inject({
    method: 'POST',
    url: CONTACT_URL,
    remoteAddress: from,
    headers,
    payload: JSON.stringify({ message: 'hello' }),
  });
  return res.statusCode;
}

/** Five posts from Mallory through the proxy, each with a different forged left-most address. */
async function rotate(contact: ContactApp, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push(await post(contact, PROXY, `6.6.6.${i + 1}, ${MALLORY}`));
  }
  return statuses;
}

afterAll(() => closeSharedSource());

describe.each([
  ['one hop (TRUST_PROXY=1)', '1'],
  ['the proxy by address (a CIDR list)', '10.0.0.0/8, 127.0.0.1'],
])('behind %s', (_name, setting) => {
  let contact: ContactApp;
  beforeEach(async () => {
    contact = await startContactApp({ TRUST_PROXY: setting });
  });
  afterEach(async () => {
    await contact.close();
  });

  it('rotating X-Forwarded-For does not get past the contact limit', async () => {
    expect(await rotate(contact, 7)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it("writing another visitor's address spends the writer's quota, never the other's", async () => {
    // Mallory claims to be the victim five times; the proxy appends Mallory's real address.
    for (let i = 0; i < 5; i += 1) {
      expect(await post(contact, PROXY, `${VICTIM}, ${MALLORY}`)).toBe(200);
    }
    expect(await post(contact, PROXY, `${VICTIM}, ${MALLORY}`)).toBe(429);
    // The victim, through the same proxy, still has all five.
    const victim = [];
    for (let i = 0; i < 6; i += 1) victim.push(await post(contact, PROXY, VICTIM));
    expect(victim).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('believes X-Forwarded-Proto from the proxy for HSTS', async () => {
    const https = await contact.app.inject({
      url: '/healthz',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': MALLORY },
    });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await contact.app.inject({
      url: '/healthz',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': MALLORY },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a proxy list', () => {
  it('ignores X-Forwarded-For and X-Forwarded-Proto from a visitor who connects directly', async () => {
    const contact = await startContactApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) statuses.push(await post(contact, MALLORY, `6.6.6.${i + 1}`));
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // Mallory's own address is spent; the addresses Mallory wrote are not.
      expect(await post(contact, PROXY, '6.6.6.1')).toBe(200);
      const direct = await contact.app.inject({
        url: '/healthz',
        remoteAddress: MALLORY,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(direct.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await contact.close();
    }
  });
});

describe('TRUST_PROXY=0', () => {
  it('ignores X-Forwarded-For: every post through the proxy counts against the proxy', async () => {
    const contact = await startContactApp({ TRUST_PROXY: '0' });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(await post(contact, PROXY, `6.6.6.1, ${VICTIM}`));
      for (let i = 0; i < 3; i += 1) statuses.push(await post(contact, PROXY, MALLORY));
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const res = await contact.app.inject({
        url: '/healthz',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await contact.close();
    }
  });
});

/**
 * Load for the cluster tests: steady GET loops whose every answer is tallied, and contact posts from a
 * chosen local address (each 127.x.y.z is another visitor to nginx).
 */
import http from 'node:http';

export interface LoadResult {
  /** Answers per status, by label; 0 is a request that got no HTTP answer. */
  statuses: Record<string, Record<number, number>>;
  total: number;
  /** A few failures, for the message when a test fails. */
  failures: string[];
}

export interface Load {
  stop(): Promise<LoadResult>;
}

export interface Target {
  label: string;
  /** A path, or a function making a new one each time (an answer nobody asked for yet). */
  path: string | (() => string);
}

/**
 * `concurrency` loops, each sending one request after another until stopped, every answer's status (or
 * a network failure, as 0) tallied by label.
 */
export function startLoad(base: string, targets: Target[], concurrency = 8): Load {
  const result: LoadResult = { statuses: {}, total: 0, failures: [] };
  let running = true;
  const tally = (label: string, status: number, note: string) => {
    const byStatus = (result.statuses[label] ??= {});
    byStatus[status] = (byStatus[status] ?? 0) + 1;
    result.total += 1;
    if ((status === 0 || status >= 500) && result.failures.length < 10) result.failures.push(note);
  };
  const loops = Array.from({ length: concurrency }, async (_, worker) => {
    let i = worker;
    while (running) {
      const target = targets[i % targets.length]!;
      i += 1;
      const path = typeof target.path === 'string' ? target.path : target.path();
      try {
        const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(20_000) });
        await res.arrayBuffer();
        tally(target.label, res.status, `${res.status} ${path}`);
      } catch (error) {
        tally(target.label, 0, `${path}: ${error instanceof Error ? error.message : error}`);
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}

/** Answers with status >= 500, or none at all, in `result`. */
export function failed(result: LoadResult): number {
  let count = 0;
  for (const byStatus of Object.values(result.statuses)) {
    for (const [status, n] of Object.entries(byStatus)) {
      if (Number(status) === 0 || Number(status) >= 500) count += n;
    }
  }
  return count;
}

/**
 * POSTs a contact message to `base` from the local address `from` (any 127.x.y.z: each is another
 * visitor to nginx, which passes it on as X-Forwarded-For). Answers the status (0 when no answer came)
 * and the body as text.
 */
export function sendContact(
  base: string,
  message: string,
  from = '127.0.0.1',
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const url = new URL('/api/email/send-contact', base);
  const payload = JSON.stringify({ message });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        timeout: 20_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.once('error', () => resolve({ status: 0, body }));
      },
    );
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', () => resolve({ status: 0, body: '' }));
    req.end(payload);
  });
}

/** sendContact's status alone. */
export async function postContact(
  base: string,
  message: string,
  from = '127.0.0.1',
  headers: Record<string, string> = {},
): Promise<number> {
  return (await sendContact(base, message, from, headers)).status;
}

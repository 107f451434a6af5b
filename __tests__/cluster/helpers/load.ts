import http from 'node:http';

/**
 * Steady load for the fault tests: `concurrency` loops, each sending one request after another until
 * stopped, every answer's status (or a network failure, as 0) tallied by route.
 */
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
  path: string;
}

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
      try {
        const res = await fetch(`${base}${target.path}`, { signal: AbortSignal.timeout(20_000) });
        await res.arrayBuffer();
        tally(target.label, res.status, `${res.status} ${target.path}`);
      } catch (error) {
        tally(target.label, 0, `${target.path}: ${error instanceof Error ? error.message : error}`);
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
 * visitor to nginx, which passes it on as X-Forwarded-For). Answers the status, 0 when no answer came.
 */
export function postContact(
  base: string,
  message: string,
  from = '127.0.0.1',
  headers: Record<string, string> = {},
): Promise<number> {
  const url = new URL('/api/email/send-contact', base);
  const body = JSON.stringify({ message });
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
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', () => resolve(0));
      },
    );
    req.once('timeout', () => req.destroy(new Error('timeout')));
    req.once('error', () => resolve(0));
    req.end(body);
  });
}

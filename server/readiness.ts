import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

/**
 * One thing an instance needs to serve, asked by `/readyz`: a PostgreSQL or Redis ping. `name` is what the
 * answer lists when it fails (`postgresql`, `redis`), never a URL. `check` answers false or throws when
 * the engine is unreachable.
 */
export interface ReadinessCheck {
  name: string;
  check(): Promise<boolean>;
}

/**
 * What `/readyz` answers: 200 while this instance can serve pages (`degraded`, naming the shared
 * dependencies that are down, is still 200: a shared outage must not empty the load balancer), 503
 * only while it drains.
 */
const ReadinessAnswer = {
  200: Type.Union([
    Type.Object({ status: Type.Literal('ready') }),
    Type.Object({ status: Type.Literal('degraded'), down: Type.Array(Type.String()) }),
  ]),
  503: Type.Object({ status: Type.Literal('draining') }),
};

/** How long one check may take before it counts as failed: a hung engine must not hang the probe. */
export const READINESS_TIMEOUT_MS = 1000;

/** Whether `check` passed within `timeoutMs`; a throw or a late answer is a failure. */
async function passes(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      Promise.resolve()
        .then(() => check.check())
        .then(
          (ok) => ok === true,
          () => false,
        ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /readyz`: whether a load balancer or orchestrator should send this instance traffic.
 * - 200 `{status: 'ready'}`: everything answers.
 * - 200 `{status: 'degraded', down}`: a shared engine (`postgresql`, `redis`) does not answer its ping.
 *   The instance still serves pages (the catalogue, its caches, the shell), and the engine is the same
 *   for every instance: a 503 here would take every instance out of the load balancer at once and turn
 *   a partial outage into a whole one. What needs the engine says so itself (503 with Retry-After).
 * - 503 `{status: 'draining'}`: SIGTERM received, the server is closing; send the traffic elsewhere.
 * `/healthz` stays the liveness check: a draining instance, or one whose database is down, is alive and
 * must not be restarted for it.
 */
export function readinessRoutes(
  checks: readonly ReadinessCheck[],
  {
    timeoutMs = READINESS_TIMEOUT_MS,
    draining: drainingNow = () => false,
  }: {
    timeoutMs?: number;
    /** Whether the instance drains (server/drain.ts: SIGTERM's step before close()). */
    draining?: () => boolean;
  } = {},
) {
  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    let closing = false;
    // preClose runs as soon as close() starts, before the listener stops.
    app.addHook('preClose', async () => {
      closing = true;
    });
    const draining = () => closing || drainingNow();

    app.get('/readyz', { schema: { response: ReadinessAnswer } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining()) return reply.code(503).send({ status: 'draining' });
      const results = await Promise.all(checks.map((check) => passes(check, timeoutMs)));
      const down = checks.filter((_check, i) => !results[i]).map((check) => check.name);
      // A check that was in flight when SIGTERM came answers draining all the same.
      if (draining()) return reply.code(503).send({ status: 'draining' });
      if (down.length === 0) return { status: 'ready' as const };
      return { status: 'degraded' as const, down };
    });
  };
}

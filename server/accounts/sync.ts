/**
 * End-to-end encrypted sync (issue 25): pushing sealed records, pulling what changed after a cursor,
 * and the event stream that says when something did.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import { PUSH_MAX_BYTES } from '../../common/syncLimits';

import { PullAnswer, PushAnswer } from './answers';
import type { AccountContext } from './context';
import { eventStream } from './events';
import { PullQuery, PushBody, readRecords, refuseStampsAhead } from './input';
import type { StreamRoster } from './streamRoster';

const PULL_PAGE = 500;
/**
 * The largest push the server takes: a little above what the app sends at most (PUSH_MAX_BYTES), so
 * the app's own batches always fit. deploy/nginx.conf lets exactly this much through to /api/sync/.
 */
export const PUSH_BODY_LIMIT = PUSH_MAX_BYTES + 64 * 1024;

export function syncRoutes(ctx: AccountContext, roster: StreamRoster) {
  const { settings, store, fanout, now, idleMs, tombstoneMs } = ctx;
  const { syncLimit, streamLimit } = ctx.limits;
  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/api/sync/push',
      {
        config: syncLimit,
        onRequest: [app.sameOrigin, app.signedIn],
        bodyLimit: PUSH_BODY_LIMIT,
        schema: { body: PushBody, response: PushAnswer },
      },
      async (request) => {
        const records = readRecords(request.body.records, settings.batchMax);
        const at = now();
        refuseStampsAhead(records, at);
        const { accountId } = request.account!;
        const result = await store.push(
          accountId,
          records,
          {
            maxRecords: settings.maxRecords,
            maxBytes: settings.maxBytes,
            maxTotalBytes: settings.maxTotalBytes,
          },
          new Date(at),
        );
        if (result.applied > 0) fanout.publish(accountId, { kind: 'records', seq: result.seq });
        // On the way, this account's own old deletions go (the sweep does it for every account).
        await store.compactTombstones(at - tombstoneMs, accountId).catch(() => 0);
        return result;
      },
    );

    app.get(
      '/api/sync/pull',
      {
        config: syncLimit,
        onRequest: app.signedIn,
        schema: { querystring: PullQuery, response: PullAnswer },
      },
      async (request) => {
        const after = Number(request.query.after ?? '0');
        const page = await store.pull(request.account!.accountId, after, PULL_PAGE + 1);
        const records = page.records.slice(0, PULL_PAGE);
        return {
          records,
          cursor: records.length ? records[records.length - 1]!.seq : after,
          more: page.records.length > PULL_PAGE,
          // Deletions up to here were forgotten: a device whose cursor is behind it resyncs whole.
          horizon: page.horizon,
        };
      },
    );

    app.get(
      '/api/sync/events',
      { config: streamLimit, onRequest: app.signedIn },
      eventStream({
        store,
        fanout,
        roster,
        now,
        idleMs,
        checkEveryMs: settings.streamCheckS * 1000,
      }),
    );
  };
}

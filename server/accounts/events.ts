/**
 * An account's event stream (`GET /api/sync/events`): `ready` with the account's sequence number,
 * `records` when another device pushed, `devices` when the device list changed, `signed-out` (and the
 * end) when this device no longer is, and `closed` when newer streams took its place. Its session is
 * checked on the device news and every ACCOUNT_STREAM_CHECK_S, so a device signed out elsewhere loses
 * its stream even when the news cannot reach this instance (Redis down).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { ENDED_MESSAGES } from '../../common/accountEnded';
import type { AccountStore } from './accountStore';
import type { SyncFanout } from './fanout';
import { hashToken, sessionToken } from './session';
import type { MadeRoom, RosterStream, StreamRoster } from './streamRoster';

const HEARTBEAT_MS = 25_000;
/**
 * How long a window whose stream was closed to make room waits before its browser reconnects on its
 * own (the SSE `retry`): long enough that two windows over the cap do not take turns closing each
 * other; the app still pulls when the window comes back into use.
 */
const MADE_ROOM_RETRY_MS = 10 * 60_000;

export interface EventStreamSettings {
  store: AccountStore;
  fanout: SyncFanout;
  roster: StreamRoster;
  now: () => number;
  /** A session unused this long is over. */
  idleMs: number;
  /** How often an open stream checks that its session still holds. */
  checkEveryMs: number;
}

/** The route's handler, for a request whose session was found (`request.account`). */
export function eventStream({
  store,
  fanout,
  roster,
  now,
  idleMs,
  checkEveryMs,
}: EventStreamSettings) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { accountId } = request.account!;
    const hash = hashToken(sessionToken(request)!);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx passes each event on at once rather than buffering the stream.
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 3000\n\n`);
    const sendEvent = (event: string, data: unknown) =>
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

    let closed = false;
    const stream: RosterStream = {
      accountId,
      address: request.ip,
      close: (why?: MadeRoom) => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        clearInterval(recheck);
        unsubscribe();
        roster.remove(stream);
        if (why) res.write(`retry: ${MADE_ROOM_RETRY_MS}\n`);
        if (why) sendEvent('closed', why);
        res.end();
      },
    };

    /**
     * Is this device still signed in? If not, it is told why and the stream ends. Asked on the
     * device news and every ACCOUNT_STREAM_CHECK_S, so a device signed out elsewhere loses its
     * stream even when the news cannot reach this instance (Redis down).
     */
    const stillSignedIn = async (): Promise<boolean> => {
      const session = await store.session(hash, new Date(now()), idleMs);
      if (session || closed) return Boolean(session);
      const reason = await store.endedReason(hash, new Date(now())).catch(() => undefined);
      sendEvent('signed-out', reason ? { ended: reason, error: ENDED_MESSAGES[reason] } : {});
      stream.close();
      return false;
    };

    const heartbeat = setInterval(() => res.write(`: keep-alive\n\n`), HEARTBEAT_MS);
    heartbeat.unref();
    // A storage that cannot answer ends nothing: the next check asks again.
    const recheck = setInterval(() => void stillSignedIn().catch(() => {}), checkEveryMs);
    recheck.unref();
    const unsubscribe = fanout.subscribe(accountId, (news) => {
      if (news.kind === 'records') {
        sendEvent('records', { seq: news.seq });
        return;
      }
      // A device was signed out, or the account deleted: is this one still signed in?
      void stillSignedIn().then(
        (signed) => {
          if (signed) sendEvent('devices', {});
        },
        () => {},
      );
    });
    request.raw.on('close', () => stream.close());
    // The oldest of the account's and the address's streams make room for this one.
    await roster.add(stream);
    if (closed) {
      roster.remove(stream);
      return;
    }
    try {
      sendEvent('ready', { seq: (await store.usage(accountId)).seq });
    } catch {
      stream.close();
    }
  };
}

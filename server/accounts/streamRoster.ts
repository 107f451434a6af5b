/**
 * The open event streams, for their caps per account and per address (issue 32): past a cap, a new
 * stream closes the oldest, since a visitor's newest window is the one they look at.
 *
 * Each instance keeps its own streams. With Redis (REDIS_URL) every instance also enters them in two
 * sorted sets, one per account and one per address, so the caps hold for the deployment: a new stream
 * past a cap names the oldest streams wherever they are, and the instance holding each closes it (told
 * on a pub/sub channel). Entries are refreshed while their stream lives, so those of an instance that
 * died are dropped within a minute and a half. Redis down: the caps hold per instance.
 */
import { randomBytes } from 'node:crypto';

import type { Redis } from 'ioredis';

import type { Logger } from '../logger';
import type { RedisScript, SharedRedis } from '../shared/redis';

/** Why a stream was closed to make room: the `closed` event's data. */
export interface MadeRoom {
  code: 'too_many_streams';
  error: string;
}

export interface RosterStream {
  accountId: number;
  address: string;
  /** Ends the stream; with a reason, the device is told it first. */
  close(why?: MadeRoom): void;
}

export interface StreamCaps {
  perAccount: number;
  perAddress: number;
  /** The sentences a closed stream's device is given, by the cap that closed it. */
  refusals: { account: string; address: string };
}

type Cap = 'account' | 'address';

interface Entry {
  /** Sorts by age: the opening time (15 digits), then a random part. */
  id: string;
  stream: RosterStream;
}

const REFRESH_MS = 30_000;
const STALE_MS = 90_000;

/**
 * KEYS: the account's and the address's sets. ARGV: the new stream's id, now, the time before which
 * an entry is stale, the two caps, the sets' lifetime (s). Answers, per set, the ids to close.
 */
const ENTER = `
local answer = {}
for i = 1, 2 do
  local key = KEYS[i]
  redis.call('ZREMRANGEBYSCORE', key, '-inf', '(' .. ARGV[3])
  local members = redis.call('ZRANGE', key, 0, -1)
  table.sort(members)
  local closing = {}
  for j = 1, #members - tonumber(ARGV[3 + i]) + 1 do
    closing[#closing + 1] = members[j]
    redis.call('ZREM', key, members[j])
  end
  redis.call('ZADD', key, ARGV[2], ARGV[1])
  redis.call('EXPIRE', key, ARGV[6])
  answer[i] = closing
end
return answer`;

const keys = (stream: RosterStream) => [
  `streams:account:${stream.accountId}`,
  `streams:address:${stream.address}`,
];

export class StreamRoster {
  private readonly entries: Entry[] = [];
  private readonly enter?: RedisScript;
  private readonly channel?: string;
  private readonly subscriber?: Redis;
  private readonly refresh?: NodeJS.Timeout;

  constructor(
    private readonly caps: StreamCaps,
    private readonly redis?: SharedRedis,
    logger?: Logger,
  ) {
    if (!redis) return;
    this.enter = redis.script(ENTER, 2);
    // Channels are not keys: ioredis's keyPrefix does not apply, so the prefix is written here.
    const channel = `${redis.prefix}streams`;
    this.channel = channel;
    const subscriber = redis.client.duplicate({ keyPrefix: '', enableOfflineQueue: true });
    this.subscriber = subscriber;
    subscriber.on('error', () => {});
    subscriber.subscribe(channel).catch((error: unknown) => {
      logger?.warn(
        { reason: String(error) },
        'sync streams: cannot subscribe; the stream caps hold per instance',
      );
    });
    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      const asked = readClosing(message);
      if (asked) this.closeHere(asked.ids, asked.cap);
    });
    this.refresh = setInterval(() => void this.refreshEntries(), REFRESH_MS);
    this.refresh.unref();
  }

  /** Enters a new stream, closing the oldest of its account and of its address past their caps. */
  async add(stream: RosterStream): Promise<void> {
    const at = Date.now();
    const entry: Entry = {
      id: `${String(at).padStart(15, '0')}.${randomBytes(6).toString('hex')}`,
      stream,
    };
    const shared = await this.enter?.(keys(stream), [
      entry.id,
      at,
      at - STALE_MS,
      this.caps.perAccount,
      this.caps.perAddress,
      Math.ceil(STALE_MS / 1000),
    ]);
    if (Array.isArray(shared)) {
      const [account, address] = shared as [string[], string[]];
      this.closeEverywhere(account, 'account');
      this.closeEverywhere(address, 'address');
    } else {
      // Redis unavailable (or not set): the caps over this instance's streams.
      this.makeRoom(
        (e) => e.stream.accountId === stream.accountId,
        this.caps.perAccount,
        'account',
      );
      this.makeRoom((e) => e.stream.address === stream.address, this.caps.perAddress, 'address');
    }
    this.entries.push(entry);
  }

  /** Forgets a stream that ended. */
  remove(stream: RosterStream): void {
    const at = this.entries.findIndex((entry) => entry.stream === stream);
    if (at < 0) return;
    const [entry] = this.entries.splice(at, 1);
    const [account, address] = keys(stream);
    void this.redis?.run((client) =>
      client.multi().zrem(account!, entry!.id).zrem(address!, entry!.id).exec(),
    );
  }

  /** Ends every stream of this instance (the server is closing). */
  closeAll(): void {
    for (const entry of this.entries.splice(0)) entry.stream.close();
  }

  async close(): Promise<void> {
    clearInterval(this.refresh);
    this.subscriber?.disconnect();
  }

  private makeRoom(mine: (entry: Entry) => boolean, cap: number, why: Cap): void {
    const theirs = this.entries.filter(mine);
    this.closeHere(
      theirs.slice(0, Math.max(0, theirs.length - cap + 1)).map((entry) => entry.id),
      why,
    );
  }

  private closeEverywhere(ids: string[], why: Cap): void {
    if (ids.length === 0) return;
    this.closeHere(ids, why);
    const message = JSON.stringify({ ids, cap: why });
    void this.redis?.run((client) => client.publish(this.channel!, message));
  }

  private closeHere(ids: string[], why: Cap): void {
    const error = this.caps.refusals[why];
    for (const entry of this.entries.filter((e) => ids.includes(e.id))) {
      entry.stream.close({ code: 'too_many_streams', error });
    }
  }

  /** Marks this instance's streams alive, so that only a dead instance's entries go stale. */
  private async refreshEntries(): Promise<void> {
    if (this.entries.length === 0) return;
    const at = Date.now();
    await this.redis?.run((client) => {
      const batch = client.multi();
      for (const entry of this.entries) {
        const [account, address] = keys(entry.stream);
        batch.zadd(account!, 'XX', at, entry.id).zadd(address!, 'XX', at, entry.id);
        batch.expire(account!, Math.ceil(STALE_MS / 1000));
        batch.expire(address!, Math.ceil(STALE_MS / 1000));
      }
      return batch.exec();
    });
  }
}

function readClosing(message: string): { ids: string[]; cap: Cap } | undefined {
  try {
    const value = JSON.parse(message) as { ids?: unknown; cap?: unknown };
    if (!Array.isArray(value.ids) || !value.ids.every((id) => typeof id === 'string')) {
      return undefined;
    }
    if (value.cap !== 'account' && value.cap !== 'address') return undefined;
    return { ids: value.ids as string[], cap: value.cap };
  } catch {
    return undefined;
  }
}

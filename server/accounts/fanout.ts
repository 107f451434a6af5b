/**
 * Tells every open sync stream of an account that something changed: its records (a new sequence
 * number) or its devices (one was signed out, the account deleted). Within an instance the news goes
 * straight to its streams; with Redis (REDIS_URL) it is also published on one channel that every
 * instance subscribes to, so a device on another instance hears it too. Redis down: this instance's
 * streams still hear their own news, and the others catch up on their next pull (focus, reconnect).
 */
import { randomBytes } from 'node:crypto';

import type { Redis } from 'ioredis';

import type { Logger } from '../logger';
import type { SharedRedis } from '../shared/redis';

export type SyncNews = { kind: 'records'; seq: number } | { kind: 'devices' };

type Listener = (news: SyncNews) => void;

export interface SyncFanout {
  publish(accountId: number, news: SyncNews): void;
  /** Calls `listener` with each news of the account until the returned function is called. */
  subscribe(accountId: number, listener: Listener): () => void;
  close(): Promise<void>;
}

export class LocalFanout implements SyncFanout {
  private readonly listeners = new Map<number, Set<Listener>>();

  publish(accountId: number, news: SyncNews): void {
    this.deliver(accountId, news);
  }

  protected deliver(accountId: number, news: SyncNews): void {
    for (const listener of this.listeners.get(accountId) ?? []) listener(news);
  }

  subscribe(accountId: number, listener: Listener): () => void {
    let set = this.listeners.get(accountId);
    if (!set) {
      set = new Set();
      this.listeners.set(accountId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(accountId);
    };
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

interface Envelope {
  /** The publishing instance, which has delivered it to its own streams already. */
  from: string;
  account: number;
  news: SyncNews;
}

function readEnvelope(message: string): Envelope | undefined {
  try {
    const value = JSON.parse(message) as Partial<Envelope>;
    if (typeof value.from !== 'string' || !Number.isInteger(value.account)) return undefined;
    const news = value.news as Partial<SyncNews> | undefined;
    if (news?.kind === 'records' && Number.isInteger((news as { seq?: unknown }).seq)) {
      return value as Envelope;
    }
    if (news?.kind === 'devices') return value as Envelope;
    return undefined;
  } catch {
    return undefined;
  }
}

export class RedisFanout extends LocalFanout {
  private readonly id = randomBytes(8).toString('hex');
  private readonly channel: string;
  private readonly subscriber: Redis;

  constructor(
    private readonly redis: SharedRedis,
    logger: Logger,
  ) {
    super();
    // Channels are not keys: ioredis's keyPrefix does not apply, so the prefix is written here.
    this.channel = `${redis.prefix}sync`;
    this.subscriber = redis.client.duplicate({ keyPrefix: '', enableOfflineQueue: true });
    this.subscriber.on('error', () => {});
    this.subscriber.subscribe(this.channel).catch((error: unknown) => {
      logger.warn(
        { reason: String(error) },
        'sync news: cannot subscribe; other instances catch up on pull',
      );
    });
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const envelope = readEnvelope(message);
      if (!envelope || envelope.from === this.id) return;
      this.deliver(envelope.account, envelope.news);
    });
  }

  override publish(accountId: number, news: SyncNews): void {
    this.deliver(accountId, news);
    const envelope: Envelope = { from: this.id, account: accountId, news };
    void this.redis.run((client) => client.publish(this.channel, JSON.stringify(envelope)));
  }

  override async close(): Promise<void> {
    await super.close();
    this.subscriber.disconnect();
  }
}

export function syncFanout(redis: SharedRedis | undefined, logger: Logger): SyncFanout {
  return redis ? new RedisFanout(redis, logger) : new LocalFanout();
}

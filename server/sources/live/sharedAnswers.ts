/**
 * The second tier of the live source's answer cache, in Redis, and the lock that lets one instance of
 * a deployment ask TMDB for an answer while the others wait for it.
 */
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import type { Logger } from '../../logger';
import { RETAIN_MS } from './cache';
import type { CachedAnswer } from './cache';
import type { RedisScript, SharedRedis } from '../../shared/redis';

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);

/**
 * Answers in Redis: `answer:<request key>`; the lock of one: `answer-lock:<request key>`; the mark
 * a winner leaves when it could not get the answer: `answer-failed:<request key>`.
 */
const ANSWER = 'answer:';
const LOCK = 'answer-lock:';
const FAILED = 'answer-failed:';

/** How long a winner's failure is seen by the instances that waited for it. */
const FAILED_MS = 2000;

/** Deletes the lock only if it is still ours: an expired lock may have been taken by another. */
const UNLOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export interface SharedAnswerTiming {
  /** The lock's life: a winner that crashes holds the others back this long at most. */
  lockMs: number;
  /** How long a loser waits for the winner's answer before asking TMDB itself. */
  waitMs: number;
  /** Pause between two looks at Redis while waiting. */
  pollMs: number;
}

/** An answer read back from Redis, with its compressed body as stored (brotli). */
export interface SharedAnswer extends CachedAnswer {
  br: Buffer;
}

/** What trying for the lock came to: ours (with the token to release it), another's, or no Redis. */
export type LockResult = { kind: 'won'; token: string } | { kind: 'held' } | { kind: 'down' };

interface Header {
  status: number;
  fetchedAt: number;
  freshUntil: number;
}

/**
 * A stored answer is one string value: a 4-byte header length, the header as JSON (status, fetchedAt,
 * freshUntil on the source's clock), then the body compressed with brotli. One value, so that a reader
 * never sees a header without its body; the key expires when the answer's retention ends.
 */
function pack(header: Header, br: Buffer): Buffer {
  const head = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(head.length);
  return Buffer.concat([length, head, br]);
}

function unpack(value: Buffer): { header: Header; br: Buffer } | undefined {
  if (value.length < 4) return undefined;
  const headLength = value.readUInt32BE(0);
  if (value.length < 4 + headLength) return undefined;
  const header = JSON.parse(value.subarray(4, 4 + headLength).toString()) as Header;
  if (typeof header.status !== 'number' || typeof header.fetchedAt !== 'number') return undefined;
  return { header, br: value.subarray(4 + headLength) };
}

/** Brotli quality 6, as the compressed answers are made (see server/api/compressedAnswers.ts). */
function compress(body: string): Promise<Buffer> {
  const input = Buffer.from(body);
  return brotli(input, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
}

/**
 * Answers shared by every instance through Redis. Every method is bounded by the client's command
 * timeout and never throws: a Redis failure reads as "nothing there" or "no lock", and the caller
 * carries on from memory and TMDB.
 */
export class SharedAnswers {
  readonly timing: SharedAnswerTiming;
  private readonly unlockScript: RedisScript;

  constructor(
    private readonly redis: SharedRedis,
    private readonly logger: Logger,
    private readonly now: () => number,
    timing: SharedAnswerTiming,
  ) {
    this.timing = timing;
    this.unlockScript = redis.script(UNLOCK, 1);
  }

  /** The stored answer, fresh or not, while it is retained; undefined when absent or unreadable. */
  async read(key: string): Promise<SharedAnswer | undefined> {
    return (await this.look(key)).stored;
  }

  /** The stored answer (as `read`), and whether the last winner for `key` failed to get one. */
  async look(key: string): Promise<{ stored?: SharedAnswer; failed: boolean }> {
    const values = await this.redis.run((client) => client.mgetBuffer(ANSWER + key, FAILED + key));
    const [value, failed] = values ?? [];
    return { stored: value ? await this.decode(key, value) : undefined, failed: Boolean(failed) };
  }

  /** Tells the instances waiting for `key` that its winner got no answer: they ask TMDB themselves. */
  async markFailed(key: string): Promise<void> {
    await this.redis.run((client) => client.set(FAILED + key, '1', 'PX', FAILED_MS));
  }

  private async decode(key: string, value: Buffer): Promise<SharedAnswer | undefined> {
    try {
      const stored = unpack(value);
      if (!stored) return undefined;
      const { header, br } = stored;
      // Redis's expiry is in real time; retention is judged on the source's clock as in memory.
      if (this.now() - header.fetchedAt > RETAIN_MS) return undefined;
      const body = (await unbrotli(br)).toString();
      return { ...header, body, br };
    } catch (error) {
      this.logger.warn({ path: key, err: error }, 'shared answer unreadable');
      return undefined;
    }
  }

  /**
   * Stores the answer: until its retention ends (RETAIN_MS after it was fetched) when `retain`, to
   * stand in when TMDB fails; else only while it is fresh.
   */
  async write(key: string, answer: CachedAnswer, retain: boolean): Promise<void> {
    const ttlMs = retain
      ? RETAIN_MS - (this.now() - answer.fetchedAt)
      : answer.freshUntil - this.now();
    if (!this.redis.available || ttlMs <= 0) return;
    const { status, fetchedAt, freshUntil } = answer;
    let value: Buffer;
    try {
      value = pack({ status, fetchedAt, freshUntil }, await compress(answer.body));
    } catch (error) {
      this.logger.warn({ path: key, err: error }, 'shared answer not compressed');
      return;
    }
    await this.redis.run((client) => client.set(ANSWER + key, value, 'PX', Math.ceil(ttlMs)));
  }

  /** Tries for the right to ask TMDB for `key` (SET NX PX, for `timing.lockMs`). */
  async lock(key: string): Promise<LockResult> {
    const token = randomUUID();
    const set = await this.redis.run((client) =>
      client.set(LOCK + key, token, 'PX', this.timing.lockMs, 'NX'),
    );
    if (set === undefined) return { kind: 'down' };
    return set === 'OK' ? { kind: 'won', token } : { kind: 'held' };
  }

  /** Releases a lock won by `lock`, unless it has expired and been taken by another since. */
  async unlock(key: string, token: string): Promise<void> {
    // Should Redis not answer, the lock expires by itself.
    await this.unlockScript([LOCK + key], [token]);
  }
}

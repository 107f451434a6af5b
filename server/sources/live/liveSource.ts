import { setTimeout as sleep } from 'node:timers/promises';

import type { CacheBudget } from '../../cacheBudget';
import { requestKey } from '../../api/request';
import type { TmdbRequest } from '../../api/request';
import { UNBOUNDED_ROUTES, routeByName } from '../../api/routeTable';
import type { Config } from '../../config';
import {
  upstreamCredentials,
  upstreamRateLimited,
  upstreamTimeout,
  upstreamUnavailable,
} from '../../errors';
import type { Logger } from '../../logger';
import type { MirrorStore } from './mirrorStore';
import { openEmbeddedStorage } from '../../storage/storage';
import type { Storage } from '../../storage/storage';
import type { SharedRedis } from '../../shared/redis';
import { SharedAnswers } from './sharedAnswers';
import type { SharedAnswer, SharedAnswerTiming } from './sharedAnswers';
import { SharedTokenBucket } from './tmdbBucket';
import { openLiveSuggestions } from '../../suggest/liveSuggestions';
import type { Suggestions } from '../../suggest/suggestions';
import type { CatalogueSource, TmdbAnswer } from '../types';
import { AnswerCache } from './cache';
import type { CachedAnswer } from './cache';
import { RateLimiter } from './rateLimiter';
import { MAX_RETRIES, Upstream } from './upstream';
import type { UpstreamResult } from './upstream';

/** Settings of the live source; the first six come from the server's config (`Config.tmdb`). */
export interface LiveSourceOptions {
  /** TMDB's v3 root without a trailing slash, e.g. https://api.themoviedb.org/3. */
  baseUrl: string;
  /** v4 read access token, sent as `Authorization: Bearer`; preferred over the key. */
  token: string | null;
  /** v3 API key, sent as the `api_key` query parameter when there is no token. */
  apiKey: string | null;
  /** Limit for one attempt, headers and body. */
  timeoutMs: number;
  /** Ceiling on requests toward TMDB; callers wait for a slot rather than fail. */
  maxRequestsPerSecond: number;
  /** Bound on the memory cache, in bytes of cached bodies (when no cacheBudget is given). */
  cacheBytes: number;
  /** The server's cache budget (CACHE_MAX_MB), shared with its other caches. */
  cacheBudget?: CacheBudget;
  /** Durable write-through copy, read when TMDB fails and memory has nothing. */
  mirror?: MirrorStore;
  /** `/api/suggest`'s engine, which takes in the titles and names of every answer TMDB gives. */
  suggest?: Suggestions;
  /** Releases what the source was given for itself alone (not the shared storage), after its work. */
  onClose?: () => Promise<void>;
  logger: Logger;
  /** Clock for the cache's freshness and retention (tests move it forward). */
  now?: () => number;
  /** First retry wait; doubles with each retry. */
  retryBaseMs?: number;
  /** Cap on one retry wait and on all of one request's waits together (30 s). */
  maxWaitMs?: number;
  /**
   * The deployment's Redis (REDIS_URL): answers, the lock that makes one instance ask TMDB for them,
   * and the TMDB rate ceiling are then shared by every instance. Without it, all stays in this process.
   */
  redis?: SharedRedis;
  /** The cross-instance lock's timing (tests shorten it); defaults follow `timeoutMs`. */
  sharedTiming?: Partial<SharedAnswerTiming>;
}

/** How long TMDB's "not found" is believed. */
const NOT_FOUND_FRESH_MS = 60_000;

/** The lock outlives one TMDB attempt by this much, so a slow but live winner is not overtaken. */
const LOCK_MARGIN_MS = 2000;

/**
 * The live TMDB API as a catalogue source: memory cache, then one shared upstream call per key, the
 * rate limiter, retries, and on failure a stale copy, the mirror, or a TMDB-shaped error. With Redis,
 * the memory cache has Redis behind it, and the one upstream call per key is one per deployment.
 */
export class LiveSource implements CatalogueSource {
  readonly name = 'tmdb';
  readonly version = 'tmdb-v3';

  private readonly cache: AnswerCache;
  private readonly shared: SharedAnswers | undefined;
  private readonly limiter: RateLimiter;
  private readonly upstream: Upstream;
  private readonly inflight = new Map<string, Promise<TmdbAnswer>>();
  private readonly mirror: MirrorStore | undefined;
  readonly suggest: Suggestions | undefined;
  private readonly logger: Logger;
  private readonly now: () => number;
  private readonly onClose: (() => Promise<void>) | undefined;
  /** Mirror writes and name recordings under way, finished before close. */
  private readonly background = new Set<Promise<void>>();
  /** The last mirror write failed: said once per outage of its store, not once per answer. */
  private mirrorFailed = false;
  private closed = false;

  constructor(options: LiveSourceOptions) {
    this.now = options.now ?? Date.now;
    this.logger = options.logger;
    this.mirror = options.mirror;
    this.suggest = options.suggest;
    this.onClose = options.onClose;
    this.cache = new AnswerCache(options.cacheBudget ?? options.cacheBytes, this.now);
    const { redis } = options;
    this.shared = redis
      ? new SharedAnswers(redis, this.logger, this.now, {
          lockMs: options.timeoutMs + LOCK_MARGIN_MS,
          waitMs: 2 * (options.timeoutMs + LOCK_MARGIN_MS),
          pollMs: 25,
          ...options.sharedTiming,
        })
      : undefined;
    this.limiter = new RateLimiter(
      options.maxRequestsPerSecond,
      undefined,
      redis ? new SharedTokenBucket(redis, options.maxRequestsPerSecond) : undefined,
    );
    this.upstream = new Upstream({
      baseUrl: options.baseUrl,
      token: options.token,
      apiKey: options.apiKey,
      timeoutMs: options.timeoutMs,
      retryBaseMs: options.retryBaseMs ?? 500,
      maxWaitMs: options.maxWaitMs,
      limiter: this.limiter,
      logger: options.logger,
    });
  }

  async get(req: TmdbRequest): Promise<TmdbAnswer> {
    const key = requestKey(req);
    const hit = this.cache.fresh(key);
    if (hit) return { status: hit.status, body: hit.body, origin: 'HIT' };

    let pending = this.inflight.get(key);
    if (!pending) {
      pending = (
        this.shared ? this.loadShared(this.shared, key, req) : this.load(key, req)
      ).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  /** Idempotent: the app's onClose hook may follow an explicit close. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.limiter.close();
    await this.upstream.close();
    await this.settled();
    this.suggest?.close();
    await this.onClose?.();
  }

  /** Resolves when the mirror writes and name recordings started so far are done. */
  async settled(): Promise<void> {
    while (this.background.size) await Promise.all([...this.background]);
  }

  private inBackground(work: Promise<void>): void {
    const tracked = work.finally(() => this.background.delete(tracked));
    this.background.add(tracked);
  }

  /**
   * The answer from Redis when another instance has it fresh; else this instance asks TMDB if it wins
   * the key's lock, or waits for the winner's answer. A winner that crashed lets its lock expire (and
   * a waiting instance takes it); one that failed says so, and those waiting ask TMDB themselves
   * rather than queue behind each other; none waits past `waitMs`. Redis failing means asking TMDB.
   */
  private async loadShared(
    shared: SharedAnswers,
    key: string,
    req: TmdbRequest,
  ): Promise<TmdbAnswer> {
    const deadline = performance.now() + shared.timing.waitMs;
    let staleCopy: CachedAnswer | undefined;
    let waited = false;
    for (;;) {
      const { stored, failed } = await shared.look(key);
      if (stored && this.now() < stored.freshUntil) return this.sharedHit(key, req, stored);
      if (stored?.status === 200) staleCopy = stored;
      if (failed && waited) return this.load(key, req, staleCopy);
      const lock = await shared.lock(key);
      if (lock.kind === 'won') return this.loadAsWinner(shared, key, req, lock.token, staleCopy);
      if (lock.kind === 'down' || performance.now() >= deadline || this.closed) {
        return this.load(key, req, staleCopy);
      }
      waited = true;
      await sleep(shared.timing.pollMs);
    }
  }

  private async loadAsWinner(
    shared: SharedAnswers,
    key: string,
    req: TmdbRequest,
    token: string,
    staleCopy: CachedAnswer | undefined,
  ): Promise<TmdbAnswer> {
    try {
      // The previous winner may have stored its answer and let go between our look and our lock.
      const stored = await shared.read(key);
      if (stored && this.now() < stored.freshUntil) return this.sharedHit(key, req, stored);
      const answer = await this.load(key, req, stored?.status === 200 ? stored : staleCopy);
      // Nothing fresh kept: nothing for the others to find.
      if (!this.cache.fresh(key)) await shared.markFailed(key);
      return answer;
    } catch (error) {
      await shared.markFailed(key);
      throw error;
    } finally {
      await shared.unlock(key, token);
    }
  }

  /** An answer another instance fetched: kept in memory, and its names taken in as if fetched here. */
  private sharedHit(key: string, req: TmdbRequest, stored: SharedAnswer): TmdbAnswer {
    this.cache.put(key, stored);
    if (stored.status < 300) this.recordNames(req, stored.body);
    return { status: stored.status, body: stored.body, origin: 'HIT', br: stored.br };
  }

  private async load(
    key: string,
    req: TmdbRequest,
    sharedStale?: CachedAnswer,
  ): Promise<TmdbAnswer> {
    const stale = this.cache.stale(key) ?? sharedStale;
    // stale-if-error (RFC 5861): with a copy in hand, the first failure is answered from it rather
    // than by retrying, which is quicker for the visitor and lighter on a struggling TMDB.
    const result = await this.upstream.get(key, req.path, req.query, stale ? 0 : MAX_RETRIES);

    if (result.kind === 'answer') {
      const { status, body } = result;
      if (status >= 200 && status < 300) {
        const kept = this.cache.set(
          key,
          status,
          body,
          routeByName.get(req.route)!.freshness * 1000,
        );
        // Search words and other sites' ids are whatever visitors send: mirroring them, or keeping
        // them in Redis past their freshness, would grow the file or the Redis without bound.
        const retain = status === 200 && !UNBOUNDED_ROUTES.has(req.route);
        // Written before the lock is released, so the instances waiting for it find it.
        await this.shared?.write(key, kept, retain);
        if (retain) this.writeMirror(key, body);
        this.recordNames(req, body);
        return { status, body, origin: 'MISS' };
      }
      if (status === 401) {
        // A browser given a 401 would log its visitor out; this is the operator's key, not theirs.
        this.logger.error(
          { path: key, status },
          'TMDB refused the server credentials: check TMDB_TOKEN or TMDB_API_KEY',
        );
        throw upstreamCredentials();
      }
      if (status === 404) {
        // Any id can be asked for: a "not found" is shared only while it is believed.
        const kept = this.cache.set(key, status, body, NOT_FOUND_FRESH_MS);
        await this.shared?.write(key, kept, false);
        return { status, body, origin: 'MISS' };
      }
      if (status >= 400 && status < 500 && status !== 429) return { status, body, origin: 'MISS' };
    }
    return this.fallback(key, result, stale);
  }

  private async fallback(
    key: string,
    failure: UpstreamResult,
    stale: CachedAnswer | undefined,
  ): Promise<TmdbAnswer> {
    const reason =
      failure.kind === 'answer'
        ? `status ${failure.status}`
        : failure.kind === 'timeout'
          ? 'timeout'
          : failure.message;
    if (stale) {
      const ageS = Math.round((this.now() - stale.fetchedAt) / 1000);
      this.logger.warn({ path: key, reason, ageS }, 'tmdb failed, serving the stale copy');
      return { status: stale.status, body: stale.body, origin: 'STALE' };
    }
    const mirrored = await this.readMirror(key);
    if (mirrored) {
      this.logger.warn({ path: key, reason }, 'tmdb failed, serving the mirrored copy');
      return { status: mirrored.status, body: mirrored.body, origin: 'MIRROR' };
    }
    this.logger.warn({ path: key, reason }, 'tmdb failed, no copy to serve');
    if (failure.kind === 'timeout') throw upstreamTimeout();
    if (failure.kind === 'answer' && failure.status === 429) throw upstreamRateLimited();
    throw upstreamUnavailable();
  }

  /**
   * The answer's titles and names go to the suggestions' dictionary, after the visitor has it. Only an
   * answer in English (the spec's calls, en-US or none): the dictionary and its items are one for every
   * visitor, like the demo catalogue's English names, so a German page's answer ("Der Pate", its German
   * overview) is not suggested to everyone. A page in another language has TMDB's search/multi in its
   * own language beside the suggestions (the header asks both).
   */
  private recordNames(req: TmdbRequest, body: string): void {
    const suggest = this.suggest;
    if (!suggest) return;
    const language = req.query.language;
    if (language !== undefined && language !== 'en' && !language.startsWith('en-')) return;
    this.inBackground(
      new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        this.closed ? undefined : suggest.observe(req.route, body),
      ),
    );
  }

  // The mirror is a convenience: its failure must never cost the visitor an answer, nor wait for one.
  private writeMirror(key: string, body: string): void {
    const mirror = this.mirror;
    if (!mirror) return;
    this.inBackground(
      mirror.write(key, 200, body, this.now()).then(
        () => {
          this.mirrorFailed = false;
        },
        (error: unknown) => {
          if (!this.mirrorFailed)
            this.logger.warn({ path: key, err: error }, 'mirror write failed');
          this.mirrorFailed = true;
        },
      ),
    );
  }

  private async readMirror(key: string) {
    try {
      return await this.mirror?.read(key);
    } catch (error) {
      this.logger.warn({ path: key, err: error }, 'mirror read failed');
      return undefined;
    }
  }
}

/**
 * The live source as the server's settings describe it: the mirror (when `MIRROR=1`) and the seen names
 * from `storage`, the storage built at start. Without it (tests, benches), the source opens the embedded
 * files in DATA_DIR for itself and closes them with itself. `overrides` add what is built elsewhere (the
 * shared Redis) and what tests change (clock, retry pacing).
 */
export function liveSourceFromConfig(
  config: Config,
  logger: Logger,
  overrides: Partial<LiveSourceOptions> = {},
  storage?: Storage,
): LiveSource {
  const { baseUrl, token, apiKey, timeoutMs, maxRequestsPerSecond, cacheBytes, mirror } =
    config.tmdb;
  const own = storage ? undefined : openEmbeddedStorage(config.dataDir, logger);
  const stores = (storage ?? own)!;
  return new LiveSource({
    baseUrl,
    token,
    apiKey,
    timeoutMs,
    maxRequestsPerSecond,
    cacheBytes,
    mirror: mirror ? stores.mirror : undefined,
    suggest: openLiveSuggestions(config.dataDir, logger, stores.seenNames, overrides.cacheBudget),
    onClose: own && (() => own.close()),
    logger,
    ...overrides,
  });
}

import type { TmdbRequest } from '../api/request';
import type { Suggestions } from '../suggest/suggestions';

/** How an answer was obtained, reported in the `X-Cache` header. */
export type AnswerOrigin = 'HIT' | 'MISS' | 'STALE' | 'MIRROR' | 'DEMO';

/** An answer ready to send: TMDB's status and JSON text (success body or TMDB error body). */
export interface TmdbAnswer {
  status: number;
  body: string;
  origin: AnswerOrigin;
  /** The body already compressed with brotli (read so from Redis), reused rather than made again. */
  br?: Buffer;
}

/** Where catalogue data comes from: the embedded demo catalogue or the live TMDB API. */
export interface CatalogueSource {
  readonly name: 'demo' | 'tmdb';
  /** Shown by /healthz: the seed version for the demo, the upstream API version for TMDB. */
  readonly version: string;
  get(req: TmdbRequest): Promise<TmdbAnswer>;
  /** `/api/suggest`'s engine over this source's titles and names; without it, suggestions are empty. */
  readonly suggest?: Suggestions;
  /**
   * The day (YYYY-MM-DD) this catalogue's dates stand on when it is not the real one: the demo's
   * snapshot day, from which the visitor's calendar counts. Absent or null: the live catalogue, whose
   * day is the visitor's own.
   */
  readonly today?: string | null;
  /**
   * Builds ahead what the first requests of a kind would otherwise wait for (the demo's related-titles
   * index); run once the server listens. Optional.
   */
  warm?(): void;
  close(): Promise<void>;
}

import { sql } from 'kysely';
import type { Selectable } from 'kysely';

import type { Logger } from '../logger';
import type { NameKind, NameRecord } from './nameIndex';
import { MAX_SEEN_NAMES } from './seenNames';
import type { SeenName } from './seenNames';
import { writeTransaction } from '../storage/engine';
import type { StorageHandle } from '../storage/engine';
import type { NamesTable } from '../storage/schema';

type Json = Record<string, unknown>;
type NamesRow = Selectable<NamesTable>;

/** Rows per upsert statement (8 parameters each; SQLite allows 32,766, PostgreSQL 65,535). */
const UPSERT_ROWS = 500;
/**
 * The PostgreSQL advisory lock (a pair of int4 keys: "mq", 1) that saves of seen names take first, so
 * that instances take turns. Ordered row locks alone are not enough: a row another instance creates
 * meanwhile is locked by the upsert after rows read earlier, and two such saves can deadlock.
 */
const NAMES_SAVE_LOCK: [number, number] = [0x6d71, 1];

/** What recording names changed, for the index and the suggestions' answer cache. */
export interface SavedNames {
  /** The records to (re)add to the index: every name fit to suggest. */
  records: NameRecord[];
  /** Some name is new, renamed or newly fit to suggest: answers given before may miss it. */
  added: boolean;
  /** Some name known before is now adult: answers given before must not show it again. */
  hidden: boolean;
}

/**
 * The titles and names the live source has seen in TMDB's answers, kept so that a restarted server
 * (or any other instance) suggests them at once.
 */
export interface SeenNamesStore {
  /** Every stored name fit to suggest, for the index at start. */
  records(): Promise<NameRecord[]>;
  /** The stored list item, tagged with its media type; undefined when unknown or adult. */
  item(kind: NameKind, id: number): Promise<Json | undefined>;
  /**
   * Records names, merging each with what was known of it (a person seen in a credit keeps the titles
   * a search said they are known for).
   */
  save(names: SeenName[], now?: number): Promise<SavedNames>;
}

const isAdult = (item: Json) => item.adult === true;

function record(row: {
  kind: string;
  id: number;
  name: string;
  original: string;
  popularity: number;
}): NameRecord {
  return {
    kind: row.kind as NameKind,
    id: row.id,
    names: row.original ? [row.name, row.original] : [row.name],
    popularity: row.popularity,
  };
}

export class KyselySeenNamesStore implements SeenNamesStore {
  private count: number | null = null;
  private full = false;

  constructor(
    private readonly handle: StorageHandle,
    private readonly logger?: Logger,
  ) {}

  async records(): Promise<NameRecord[]> {
    const db = await this.handle.db();
    const rows = await db
      .selectFrom('names')
      .select(['kind', 'id', 'name', 'original', 'popularity'])
      .where('adult', '=', 0)
      .execute();
    return rows.map(record);
  }

  async item(kind: NameKind, id: number): Promise<Json | undefined> {
    const db = await this.handle.db();
    const row = await db
      .selectFrom('names')
      .select(['adult', 'item'])
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.adult) return undefined;
    return { ...(JSON.parse(row.item) as Json), media_type: kind };
  }

  async save(names: SeenName[], now = Date.now()): Promise<SavedNames> {
    const db = await this.handle.db();
    if (this.count === null) {
      const { n } = await db
        .selectFrom('names')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      this.count = Number(n);
    }
    const pg = this.handle.engine === 'postgres';
    return writeTransaction(db, this.handle.engine, async (trx) => {
      // SQLite's BEGIN IMMEDIATE already lets one writer in at a time.
      if (pg) {
        await sql`SELECT pg_advisory_xact_lock(${NAMES_SAVE_LOCK[0]}, ${NAMES_SAVE_LOCK[1]})`.execute(
          trx,
        );
      }
      const saved: SavedNames = { records: [], added: false, hidden: false };
      // What was known of these names, read at once (one query per kind), not name by name.
      // Rows are locked (PostgreSQL) and written in one order, kind then id, whatever the answer's
      // order (with the lock above, a second line of defence against a deadlock).
      const known = new Map<string, NamesRow>();
      const byKind = new Map<string, number[]>();
      for (const { kind, id } of names) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
      for (const [kind, ids] of [...byKind].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const rows = await trx
          .selectFrom('names')
          .selectAll()
          .where('kind', '=', kind)
          .where('id', 'in', ids)
          .orderBy('id')
          .$if(pg, (qb) => qb.forUpdate())
          .execute();
        for (const row of rows) known.set(`${row.kind}:${row.id}`, row);
      }
      const rows: NamesRow[] = [];
      for (const seen of names) {
        const key = `${seen.kind}:${seen.id}`;
        const before = known.get(key);
        if (!before && this.count! >= MAX_SEEN_NAMES) {
          if (!this.full) this.logger?.warn({ max: MAX_SEEN_NAMES }, 'seen names: store is full');
          this.full = true;
          continue;
        }
        const item = { ...(before ? (JSON.parse(before.item) as Json) : {}), ...seen.item };
        const popularity =
          seen.kind === 'collection'
            ? Math.max(seen.popularity ?? 0, before?.popularity ?? 0)
            : (seen.popularity ?? before?.popularity ?? 0);
        const original = seen.original || before?.original || '';
        const adult = isAdult(item) ? 1 : 0;
        const row: NamesRow = {
          kind: seen.kind,
          id: seen.id,
          name: seen.name,
          original,
          popularity,
          adult,
          item: JSON.stringify(item),
          seen_at: now,
        };
        rows.push(row);
        // A name twice in one call is merged with itself, as it was when saved one by one.
        known.set(key, row);
        if (!before) this.count! += 1;
        if (before && !before.adult && adult) saved.hidden = true;
        if (!adult) {
          saved.records.push(record(row));
          if (
            !before ||
            before.adult ||
            before.name !== row.name ||
            before.original !== row.original
          ) {
            saved.added = true;
          }
        }
      }
      // One statement per few hundred rows: under both engines' limits on bound parameters.
      const unique = [...new Map(rows.map((row) => [`${row.kind}:${row.id}`, row])).values()].sort(
        (a, b) => (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : a.id - b.id),
      );
      for (let start = 0; start < unique.length; start += UPSERT_ROWS) {
        await trx
          .insertInto('names')
          .values(unique.slice(start, start + UPSERT_ROWS))
          .onConflict((oc) =>
            oc.columns(['kind', 'id']).doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              original: eb.ref('excluded.original'),
              popularity: eb.ref('excluded.popularity'),
              adult: eb.ref('excluded.adult'),
              item: eb.ref('excluded.item'),
              seen_at: eb.ref('excluded.seen_at'),
            })),
          )
          .execute();
      }
      return saved;
    });
  }
}

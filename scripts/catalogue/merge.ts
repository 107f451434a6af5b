/**
 * Per-field merging of several partial records of one entity.
 *
 * Each source contributes a partial record holding only the fields it actually recorded. For each field the
 * value comes from the best-ranked source that has it: by depth (full record, list item, dataset row) and
 * then recency for descriptive facts, by recency alone for figures that drift over time (popularity, votes).
 */

export const KIND = { dataset: 1, list: 2, full: 3 } as const;
export type Kind = (typeof KIND)[keyof typeof KIND];

interface Candidate<T> {
  era: number;
  kind: Kind;
  rec: Partial<T>;
  /** Which recording set it came from: one vote per source when sources disagree. */
  source: string;
}

export type Missing = (value: unknown) => boolean;

/** A value the source did not record. */
export const absent: Missing = (v) => v === undefined;
/** Also treat null and empty strings as unrecorded (image paths, ids, dates). */
export const blank: Missing = (v) => v === undefined || v === null || v === '';
/** Also treat 0 as unrecorded (TMDB writes 0 for an unknown runtime, budget or revenue). */
export const zeroOrBlank: Missing = (v) => blank(v) || v === 0;

export class Pool<T> {
  private readonly byId = new Map<number, Candidate<T>[]>();

  add(id: number, era: number, kind: Kind, rec: Partial<T>, source = ''): void {
    const list = this.byId.get(id);
    if (list) list.push({ era, kind, rec, source });
    else this.byId.set(id, [{ era, kind, rec, source }]);
  }

  /**
   * Drops the records of an id that disagree with the others about what the id is (a test fixture with an
   * edited id). `signature` gives a record's identifying values (a name; or a title and a year). For each
   * value slot, the value named by the most sources wins (a tie goes to the newest source); a record that
   * shares none of the winning values is dropped. Returns the dropped records, for the build report.
   */
  dropOutliers(id: number, signature: (rec: Partial<T>) => string[] | undefined): Partial<T>[] {
    const list = this.byId.get(id) ?? [];
    const slots = Math.max(0, ...list.map((c) => signature(c.rec)?.length ?? 0));
    const winners = new Set<string>();
    for (let slot = 0; slot < slots; slot++) {
      const sources = new Map<string, Set<string>>();
      const newest = new Map<string, number>();
      for (const c of list) {
        const value = signature(c.rec)?.[slot];
        if (value === undefined) continue;
        sources.set(value, (sources.get(value) ?? new Set()).add(c.source));
        newest.set(value, Math.max(newest.get(value) ?? -Infinity, c.era));
      }
      const ranked = [...sources.keys()].sort(
        (a, b) => sources.get(b)!.size - sources.get(a)!.size || newest.get(b)! - newest.get(a)!,
      );
      if (ranked[0] !== undefined) winners.add(ranked[0]);
    }
    const dropped: Partial<T>[] = [];
    const kept = list.filter((c) => {
      const values = signature(c.rec);
      const agrees = !values || values.some((v) => winners.has(v));
      if (!agrees) dropped.push(c.rec);
      return agrees;
    });
    this.byId.set(id, kept);
    return dropped;
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  ids(): number[] {
    return [...this.byId.keys()].sort((a, b) => a - b);
  }

  /** The deepest kind of record any source holds for this id. */
  depth(id: number): Kind {
    return Math.max(...(this.byId.get(id) ?? []).map((c) => c.kind)) as Kind;
  }

  /** The best value of one field: ordered by depth then recency, or by recency then depth. */
  pick<K extends keyof T>(
    id: number,
    field: K,
    options: { by?: 'depth' | 'era'; missing?: Missing } = {},
  ): T[K] | undefined {
    const { by = 'depth', missing = absent } = options;
    const list = [...(this.byId.get(id) ?? [])].sort((a, b) =>
      by === 'depth' ? b.kind - a.kind || b.era - a.era : b.era - a.era || b.kind - a.kind,
    );
    for (const c of list) {
      const value = c.rec[field];
      if (!missing(value)) return value as T[K];
    }
    return undefined;
  }
}

/** Keyed pool for entities without a single numeric id (episodes, seasons). */
export class KeyedPool<T> {
  private readonly pool = new Pool<T>();
  private readonly keys = new Map<string, number>();
  private readonly back = new Map<number, string>();

  private idFor(key: string): number {
    let id = this.keys.get(key);
    if (id === undefined) {
      id = this.keys.size + 1;
      this.keys.set(key, id);
      this.back.set(id, key);
    }
    return id;
  }

  add(key: string, era: number, kind: Kind, rec: Partial<T>): void {
    this.pool.add(this.idFor(key), era, kind, rec);
  }

  keysList(): string[] {
    return [...this.keys.keys()];
  }

  pick<K extends keyof T>(
    key: string,
    field: K,
    options?: { by?: 'depth' | 'era'; missing?: Missing },
  ): T[K] | undefined {
    const id = this.keys.get(key);
    return id === undefined ? undefined : this.pool.pick(id, field, options);
  }
}

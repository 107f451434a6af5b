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

  add(id: number, era: number, kind: Kind, rec: Partial<T>): void {
    const list = this.byId.get(id);
    if (list) list.push({ era, kind, rec });
    else this.byId.set(id, [{ era, kind, rec }]);
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

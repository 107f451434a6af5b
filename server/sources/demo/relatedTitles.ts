import type { Database } from 'better-sqlite3';

import type { MediaType } from '../../../common/mediaType';

/** How many titles similar and recommendations lists may hold. */
export const RELATED_LIMIT = 100;

/**
 * What the demo knows of every title of one media type that relates it to others, one array slot per
 * title (typed arrays: a list scores every title in a single pass).
 */
interface Index {
  ids: Int32Array;
  slotOf: Map<number, number>;
  /** One bit per genre of the media type. */
  genres: Int32Array;
  /** 0 when undated. */
  years: Int16Array;
  languages: string[];
  collections: (number | null)[];
  /** Each collection's parts the index holds, as the collection lists them. */
  parts: Map<number, number[]>;
  adult: Uint8Array;
  /** 0-1: well known and well rated (see prior). */
  priors: Float32Array;
  /** Each company's (or network's) titles, and how much sharing it says: a small studio more than a major. */
  companies: Map<number, { slots: number[]; weight: number }>;
  companiesOf: number[][];
  /** Each person's titles with how much they stand for each (a director more than a producer). */
  people: Map<number, { slot: number; weight: number }[]>;
  peopleOf: Map<number, Map<number, number>>;
}

/**
 * How much a person stands for a title: who directs, writes or created it and who tops the cast
 * carry a title's character; a producer or a crew member much less.
 */
function creditWeight(kind: string, order: number | null, job: string | null): number {
  if (kind === 'cast') return order === null ? 0.25 : order < 3 ? 1 : order < 10 ? 0.5 : 0.25;
  switch (job) {
    case 'Director':
    case 'Creator':
      return 1;
    case 'Writer':
    case 'Screenplay':
    case 'Story':
    case 'Novel':
    case 'Characters':
      return 0.6;
    case 'Original Music Composer':
    case 'Director of Photography':
    case 'Editor':
      return 0.3;
    case 'Producer':
    case 'Executive Producer':
      return 0.2;
    default:
      return 0.1;
  }
}

/**
 * A prior for any list of titles to recommend: how well known a title is (votes, on a log scale,
 * 30,000 reaching 1) and how well liked (its average, pulled toward 6 when it has few votes).
 */
function prior(voteCount: number, voteAverage: number): number {
  const known = Math.min(1, Math.log10(1 + voteCount) / 4.5);
  const liked = (voteCount * voteAverage + 50 * 6) / (voteCount + 50);
  return 0.6 * known + 0.4 * Math.max(0, Math.min(1, (liked - 5) / 3));
}

const bits = (n: number) => {
  let count = 0;
  for (let v = n; v; v &= v - 1) count++;
  return count;
};

/**
 * Similar titles and recommendations for the demo catalogue, from its own facts only: genres, era,
 * language, collection, production companies (and a show's networks), the people of the credits the
 * snapshot holds, and how well known and liked a title is. The facts are read once per media type, on
 * first use (about 0.3 s for the movies, most of it reading their companies; well under a megabyte
 * kept); each list then scores every title of that type in about 4 ms, and the source's answer cache
 * keeps the result.
 */
export class RelatedTitles {
  private readonly indexes = new Map<MediaType, Index>();

  constructor(private readonly db: Database) {}

  /** Reads both media types' facts now (about 0.3 s), so that no visitor's request waits for them. */
  warm(): void {
    this.index('movie');
    this.index('tv');
  }

  /** Whether a media type's facts have been read (for tests). */
  has(type: MediaType): boolean {
    return this.indexes.has(type);
  }

  private index(type: MediaType): Index {
    let index = this.indexes.get(type);
    if (!index) {
      index = this.build(type);
      this.indexes.set(type, index);
    }
    return index;
  }

  private build(type: MediaType): Index {
    const movie = type === 'movie';
    const rows = this.db
      .prepare(
        movie
          ? `SELECT id, year, original_language AS language, collection_id AS collection, adult,
               vote_count, vote_average, json_extract(data, '$.production_companies') AS companies,
               NULL AS networks FROM movies ORDER BY id`
          : `SELECT id, year, original_language AS language, NULL AS collection, adult,
               vote_count, vote_average, json_extract(data, '$.production_companies') AS companies,
               json_extract(data, '$.networks') AS networks FROM tv ORDER BY id`,
      )
      .all() as {
      id: number;
      year: number | null;
      language: string;
      collection: number | null;
      adult: number;
      vote_count: number;
      vote_average: number;
      companies: string | null;
      networks: string | null;
    }[];
    const n = rows.length;
    const index: Index = {
      ids: new Int32Array(n),
      slotOf: new Map(),
      genres: new Int32Array(n),
      years: new Int16Array(n),
      languages: [],
      collections: [],
      parts: new Map(),
      adult: new Uint8Array(n),
      priors: new Float32Array(n),
      companies: new Map(),
      companiesOf: [],
      people: new Map(),
      peopleOf: new Map(),
    };
    const ids = (json: string | null, sign: number) =>
      json ? (JSON.parse(json) as { id: number }[]).map((c) => sign * c.id) : [];
    rows.forEach((r, slot) => {
      index.ids[slot] = r.id;
      index.slotOf.set(r.id, slot);
      index.years[slot] = r.year ?? 0;
      index.languages.push(r.language);
      index.collections.push(r.collection);
      index.adult[slot] = r.adult;
      index.priors[slot] = prior(r.vote_count, r.vote_average);
      // A network's ids are its own, so they are kept apart from the companies' by sign.
      const companies = [...new Set([...ids(r.companies, 1), ...ids(r.networks, -1)])];
      index.companiesOf.push(companies);
      for (const c of companies) {
        const entry = index.companies.get(c) ?? { slots: [], weight: 0 };
        entry.slots.push(slot);
        index.companies.set(c, entry);
      }
    });
    for (const entry of index.companies.values()) entry.weight = Math.log(n / entry.slots.length);

    if (movie) {
      const collections = this.db.prepare('SELECT id, data FROM collections').all() as {
        id: number;
        data: string;
      }[];
      for (const c of collections) {
        const parts = (JSON.parse(c.data) as { parts: number[] }).parts;
        index.parts.set(
          c.id,
          parts.filter((part) => index.slotOf.has(part)),
        );
      }
    }

    const genreBit = new Map<number, number>();
    const genreRows = this.db
      .prepare(
        movie
          ? 'SELECT movie_id AS id, genre_id AS genre FROM movie_genres'
          : 'SELECT tv_id AS id, genre_id AS genre FROM tv_genres',
      )
      .all() as { id: number; genre: number }[];
    for (const { id, genre } of genreRows) {
      const slot = index.slotOf.get(id);
      // 31 bits hold every genre TMDB has (19 for movies, 16 for shows).
      if (slot === undefined || (!genreBit.has(genre) && genreBit.size >= 31)) continue;
      if (!genreBit.has(genre)) genreBit.set(genre, 1 << genreBit.size);
      index.genres[slot]! |= genreBit.get(genre)!;
    }

    const credits = this.db
      .prepare(
        `SELECT media_id AS id, person_id AS person, kind, ord,
           json_extract(data, '$.job') AS job FROM credits WHERE media_type = ?`,
      )
      .all(type) as {
      id: number;
      person: number;
      kind: string;
      ord: number | null;
      job: string | null;
    }[];
    for (const c of credits) {
      const slot = index.slotOf.get(c.id);
      if (slot === undefined) continue;
      const mine = index.peopleOf.get(slot) ?? new Map<number, number>();
      mine.set(c.person, Math.max(mine.get(c.person) ?? 0, creditWeight(c.kind, c.ord, c.job)));
      index.peopleOf.set(slot, mine);
    }
    for (const [slot, mine] of index.peopleOf) {
      for (const [person, weight] of mine) {
        index.people.set(person, [...(index.people.get(person) ?? []), { slot, weight }]);
      }
    }
    return index;
  }

  /**
   * Look-alikes: titles sharing the most of its genres, of its era and language, then what it shares
   * in companies and people, then the better known.
   */
  similar(type: MediaType, id: number): number[] {
    return this.rank(type, id, {
      genres: 3,
      era: 1.5,
      language: 1,
      companies: 0.5,
      people: 0.5,
      prior: 0.5,
      needsGenre: true,
    });
  }

  /**
   * What someone who liked the title may like next: the rest of its collection first, then titles
   * sharing its people (its director above all) and companies, its genres and era, the well known and
   * well liked before the obscure.
   */
  recommendations(type: MediaType, id: number): number[] {
    const index = this.index(type);
    const self = index.slotOf.get(id);
    const collection = self === undefined ? null : index.collections[self];
    // The rest of its collection, in the collection's own (release) order.
    const firstIds = (collection == null ? [] : (index.parts.get(collection) ?? [])).filter(
      (part) => part !== id && !index.adult[index.slotOf.get(part)!],
    );
    const rest = this.rank(type, id, {
      genres: 2,
      era: 1,
      language: 1,
      companies: 1.5,
      people: 2,
      prior: 2,
      needsGenre: false,
    });
    const seen = new Set(firstIds);
    return [...firstIds, ...rest.filter((x) => !seen.has(x))].slice(0, RELATED_LIMIT);
  }

  private rank(
    type: MediaType,
    id: number,
    w: {
      genres: number;
      era: number;
      language: number;
      companies: number;
      people: number;
      prior: number;
      needsGenre: boolean;
    },
  ): number[] {
    const index = this.index(type);
    const self = index.slotOf.get(id);
    if (self === undefined) return [];
    const n = index.ids.length;
    const ownGenres = index.genres[self]!;
    const ownGenreCount = bits(ownGenres);
    const ownYear = index.years[self]!;
    const ownLanguage = index.languages[self];
    // What the title shares with each other in companies and people, from their postings alone.
    const companies = new Float32Array(n);
    let companyTotal = 0;
    for (const c of index.companiesOf[self]!) {
      const entry = index.companies.get(c)!;
      companyTotal += entry.weight;
      for (const slot of entry.slots) companies[slot]! += entry.weight;
    }
    const people = new Float32Array(n);
    for (const [person, weight] of index.peopleOf.get(self) ?? []) {
      for (const other of index.people.get(person)!) people[other.slot]! += weight * other.weight;
    }
    // For a film in English most of the catalogue shares its language; for one in Korean, it says much.
    const languageWeight = ownLanguage === 'en' ? w.language * 0.3 : w.language;
    const genreOnly = w.needsGenre && ownGenreCount > 0;
    const scored: { slot: number; score: number }[] = [];
    for (let slot = 0; slot < n; slot++) {
      if (slot === self || index.adult[slot]) continue;
      const shared = bits(ownGenres & index.genres[slot]!);
      // A look-alike shares a genre (when the title has any); a recommendation may share only people.
      if (shared === 0 && (genreOnly || (companies[slot] === 0 && people[slot] === 0))) continue;
      const year = index.years[slot]!;
      const genre = shared && shared / Math.sqrt(ownGenreCount * bits(index.genres[slot]!));
      const era = !ownYear || !year ? 0.3 : Math.exp(-Math.abs(ownYear - year) / 10);
      scored.push({
        slot,
        score:
          w.genres * genre +
          w.era * era +
          (index.languages[slot] === ownLanguage ? languageWeight : 0) +
          w.companies * (companyTotal ? companies[slot]! / companyTotal : 0) +
          w.people * Math.min(1.5, people[slot]!) +
          w.prior * index.priors[slot]!,
      });
    }
    scored.sort((a, b) => b.score - a.score || a.slot - b.slot);
    return scored.slice(0, RELATED_LIMIT).map((s) => index.ids[s.slot]!);
  }
}

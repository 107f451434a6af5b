/**
 * The demo's similar titles and recommendations come from the catalogue's own facts: a movie's
 * collection first, then what it shares in people (its director above all), companies, genres and era,
 * the well known before the obscure. Each expectation is worked out from the catalogue's answers.
 */
import { DemoCatalogue } from '../../server/sources/demo/demoCatalogue';
import { RelatedTitles } from '../../server/sources/demo/relatedTitles';
import { openCatalogue } from '../../server/catalogue/catalogueDb';
import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';

interface Item {
  id: number;
  title: string;
  genre_ids: number[];
  release_date: string;
  vote_count: number;
}

let demo: DemoApp;
beforeAll(async () => {
  demo = await startDemoApp();
});
afterAll(async () => {
  await demo.close();
});

const api = async (url: string) => {
  const res = await demo.get(`/api/tmdb${url}`);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return res.body;
};

/** Every page of a related list. */
async function wholeList(url: string): Promise<Item[]> {
  const first = await api(url);
  const items: Item[] = [...first.results];
  for (let page = 2; page <= first.total_pages; page++)
    items.push(...(await api(`${url}?page=${page}`)).results);
  return items;
}

const companiesOf = async (id: number): Promise<number[]> =>
  (await api(`/movie/${id}`)).production_companies.map((c: { id: number }) => c.id);

describe('demo recommendations', () => {
  it('lead with the rest of the collection, then rank a film by the same director above a well-known genre-only neighbour', async () => {
    const star = await api('/movie/11');
    const collection = await api(`/collection/${star.belongs_to_collection.id}`);
    const parts: number[] = collection.parts
      .map((p: Item) => p.id)
      .filter((id: number) => id !== 11);
    const ids = (await wholeList('/movie/11/recommendations')).map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(11);
    expect(new Set(ids.slice(0, parts.length))).toEqual(new Set(parts));

    // The director's other films that share a genre with this one and lie outside the collection.
    const director = (await api('/movie/11/credits')).crew.find(
      (c: { job: string }) => c.job === 'Director',
    );
    const directed = (await api(`/person/${director.id}/movie_credits`)).crew
      .filter((c: { job: string }) => c.job === 'Director')
      .filter(
        (m: Item) =>
          !parts.includes(m.id) &&
          m.id !== 11 &&
          m.genre_ids.some((g) => star.genres.some((s: { id: number }) => s.id === g)),
      );
    expect(directed.length).toBeGreaterThan(0);
    const directedIds = directed.map((m: Item) => m.id);

    // The best-known title with every one of its genres that shares no company, person or collection.
    const genres = star.genres.map((g: { id: number }) => g.id).join(',');
    const ownCompanies = await companiesOf(11);
    const credits = await api('/movie/11/credits');
    const people = new Set([...credits.cast, ...credits.crew].map((p: { id: number }) => p.id));
    let neighbour: Item | undefined;
    for (const m of (await api(`/discover/movie?with_genres=${genres}&sort_by=vote_count.desc`))
      .results as Item[]) {
      if (m.id === 11 || parts.includes(m.id) || directedIds.includes(m.id)) continue;
      if ((await companiesOf(m.id)).some((c) => ownCompanies.includes(c))) continue;
      const credits = await api(`/movie/${m.id}/credits`);
      if ([...credits.cast, ...credits.crew].some((p: { id: number }) => people.has(p.id)))
        continue;
      neighbour = m;
      break;
    }
    expect(neighbour).toBeDefined();
    expect(ids).toContain(neighbour!.id);
    const bestDirected = Math.min(
      ...directedIds.map((id: number) => ids.indexOf(id)).filter((i: number) => i >= 0),
    );
    expect(bestDirected).toBeLessThan(ids.indexOf(neighbour!.id));
  });

  it('prefer, among titles sharing the same genres, the well known to the obscure', async () => {
    const items = await wholeList('/movie/550/recommendations');
    expect(items.length).toBeGreaterThan(20);
    // The first page, on average, is better known than the last.
    const mean = (list: Item[]) =>
      list.reduce((s, m) => s + Math.log1p(m.vote_count), 0) / list.length;
    expect(mean(items.slice(0, 20))).toBeGreaterThan(mean(items.slice(-20)));
  });

  it('similar titles share a genre and lean to the same era', async () => {
    const own = await api('/movie/238');
    const year = Number(own.release_date.slice(0, 4));
    const items = await wholeList('/movie/238/similar');
    const genreIds = own.genres.map((g: { id: number }) => g.id);
    for (const m of items) expect(m.genre_ids.some((g) => genreIds.includes(g))).toBe(true);
    const gap = (list: Item[]) =>
      list.reduce((s, m) => s + Math.abs(Number(m.release_date.slice(0, 4)) - year), 0) /
      list.length;
    expect(gap(items.slice(0, 20))).toBeLessThan(gap(items.slice(-20)));
  });

  it('answer a show with shows, never itself', async () => {
    const items = await wholeList('/tv/1399/recommendations');
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((t) => t.id)).not.toContain(1399);
    for (const t of items)
      expect((t as unknown as { name: string }).name).toEqual(expect.any(String));
  });
});

describe('demo discover by era and people (TMDB parameters the catalogue answers)', () => {
  let db: ReturnType<typeof openCatalogue>['db'];
  let catalogue: DemoCatalogue;
  beforeAll(() => {
    db = openCatalogue({ dataDir: demo.dataDir }).db;
    catalogue = new DemoCatalogue(db);
  });
  afterAll(() => db.close());
  const discover = (
    f: Partial<Parameters<DemoCatalogue['discover']>[1]>,
    type: 'movie' | 'tv' = 'movie',
  ) => catalogue.discover(type, { page: 1, includeAdult: false, ...f });

  it('release and first-air date ranges keep the titles of that era only', () => {
    const eighties = discover({ releaseDateGte: '1980-01-01', releaseDateLte: '1989-12-31' });
    const all = discover({});
    expect(eighties.total_results).toBeGreaterThan(20);
    expect(eighties.total_results).toBeLessThan(all.total_results);
    for (const m of eighties.results as Item[]) expect(m.release_date).toMatch(/^198\d-/);
    const shows = discover({ releaseDateGte: '2010-01-01', releaseDateLte: '2012-12-31' }, 'tv');
    for (const t of shows.results as unknown as { first_air_date: string }[])
      expect(t.first_air_date >= '2010-01-01' && t.first_air_date <= '2012-12-31').toBe(true);
  });

  it('with_crew, with_cast and with_people keep the films of those people, commas all, pipes any', async () => {
    const directorOf = async (id: number) =>
      (await api(`/movie/${id}/credits`)).crew.find((c: { job: string }) => c.job === 'Director')
        .id as number;
    const films = async (person: number) => {
      const credits = await api(`/person/${person}/movie_credits`);
      const ids = (list: Item[]) => new Set(list.map((m) => m.id));
      return { cast: ids(credits.cast), crew: ids(credits.crew) };
    };
    const [a, b] = [await directorOf(11), await directorOf(9591)];
    const [filmsA, filmsB] = [await films(a), await films(b)];
    const total = (f: Parameters<typeof discover>[0]) => discover(f).total_results;
    const byCrew = discover({ withCrew: String(a) });
    expect(byCrew.total_results).toBe(filmsA.crew.size);
    for (const m of byCrew.results as Item[]) expect(filmsA.crew.has(m.id)).toBe(true);
    expect(total({ withCast: String(b) })).toBe(filmsB.cast.size);
    expect(filmsB.cast.size).toBeGreaterThan(0);
    const allA = new Set([...filmsA.cast, ...filmsA.crew]);
    const allB = new Set([...filmsB.cast, ...filmsB.crew]);
    expect(total({ withPeople: `${a}|${b}` })).toBe(new Set([...allA, ...allB]).size);
    expect(total({ withPeople: `${a},${b}` })).toBe([...allA].filter((id) => allB.has(id)).length);
    expect(total({ withPeople: `${a},${a}` })).toBe(allA.size);
  });
});

describe('warming the related titles (run once the server listens)', () => {
  it('reads both media types up front, and the lists are the same as when read on demand', () => {
    const { db } = openCatalogue({ dataDir: demo.dataDir });
    const coldDb = openCatalogue({ dataDir: demo.dataDir }).db;
    try {
      const related = new RelatedTitles(db);
      expect([related.has('movie'), related.has('tv')]).toEqual([false, false]);
      related.warm();
      expect([related.has('movie'), related.has('tv')]).toEqual([true, true]);
      const cold = new RelatedTitles(coldDb);
      expect(related.recommendations('movie', 550)).toEqual(cold.recommendations('movie', 550));
      expect(related.similar('tv', 1399)).toEqual(cold.similar('tv', 1399));
      expect(related.recommendations('movie', 550).length).toBeGreaterThan(0);
    } finally {
      db.close();
      coldDb.close();
    }
  });
});

/**
 * The demo's similar titles and recommendations come from the catalogue's own facts: a movie's
 * collection first, then what it shares in people (its director above all), companies, genres and era,
 * the well known before the obscure. Each expectation is worked out from the catalogue's answers.
 */
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


/**
 * Issue 31's discovery filters on the demo catalogue, with TMDB's semantics: discover/tv by genre,
 * first-air year and TV's sort keys; the where-to-watch filter (`with_watch_providers`, `watch_region`,
 * `with_watch_monetization_types`) over the recorded offers; and the services to choose from
 * (`watch/providers/{type}`). Each test states a property and checks it on the real seed.
 */
import type { DemoApp } from './helpers/demoApp';
import { okJson, startDemoApp } from './helpers/demoApp';

interface Show {
  id: number;
  name: string;
  genre_ids: number[];
  first_air_date?: string;
  vote_average: number;
}

interface Movie {
  id: number;
  title: string;
}

interface Offer {
  provider_id: number;
  provider_name: string;
}

type RegionOffers = Partial<Record<'flatrate' | 'free' | 'ads' | 'rent' | 'buy', Offer[]>>;

interface ProviderListItem {
  provider_id: number;
  provider_name: string;
  display_priority: number;
  display_priorities: Record<string, number>;
  logo_path: string | null;
}

let demo: DemoApp;
let api: ReturnType<typeof okJson>;
beforeAll(async () => {
  demo = await startDemoApp();
  api = okJson(demo);
});
afterAll(async () => {
  await demo.close();
});

/** Every result of a discover query, page by page (the filtered lists here are short). */
async function everyResult<T>(url: string): Promise<T[]> {
  const first = await api(url);
  const all: T[] = [...first.results];
  for (let page = 2; page <= first.total_pages; page++) {
    all.push(...(await api(`${url}&page=${page}`)).results);
  }
  expect(all).toHaveLength(first.total_results);
  return all;
}

/** The title's recorded offers in a region, by way of offering. */
async function offersIn(type: 'movie' | 'tv', id: number, region: string): Promise<RegionOffers> {
  const body = await api(`/${type}/${id}/watch/providers`);
  return (body.results as Record<string, RegionOffers>)[region] ?? {};
}

const providersOf = (offers: RegionOffers, kinds: (keyof RegionOffers)[]) =>
  new Set(kinds.flatMap((kind) => (offers[kind] ?? []).map((offer) => offer.provider_id)));

const STREAMING: (keyof RegionOffers)[] = ['flatrate', 'free', 'ads'];
const EVERY_KIND: (keyof RegionOffers)[] = ['flatrate', 'free', 'ads', 'rent', 'buy'];

describe('discover/tv', () => {
  it('narrows by a TV genre and the first-air year together', async () => {
    const shows = await everyResult<Show>(
      '/discover/tv?with_genres=10765&first_air_date_year=2011',
    );
    expect(shows.map((show) => show.name)).toContain('Game of Thrones');
    for (const show of shows) {
      expect(show.genre_ids).toContain(10765);
      expect(show.first_air_date).toMatch(/^2011-/);
    }
  });

  it.each([
    ['vote_average', (show: Show) => show.vote_average],
    ['first_air_date', (show: Show) => show.first_air_date ?? ''],
  ] as [string, (show: Show) => number | string][])(
    'sorts by %s, newest or highest first',
    async (field, value) => {
      const page = await api(`/discover/tv?sort_by=${field}.desc&page=2`);
      const values = (page.results as Show[]).map(value);
      expect(values).toHaveLength(20);
      expect(values).toEqual([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    },
  );

  it("refuses a movie's sort key, in TMDB's words", async () => {
    const res = await demo.get('/api/tmdb/discover/tv?sort_by=revenue.desc');
    expect(res.status).toBe(400);
    expect(res.body.status_message).toMatch(/^Invalid parameters: sort_by must be one of /);
    expect(res.body.status_message).toContain('first_air_date.desc');
  });
});

describe('discover with a where-to-watch filter', () => {
  it('keeps the titles a chosen service streams in the region, and only those', async () => {
    // Netflix (8) or Max (1899), streamed (or free) in the US.
    const url =
      '/discover/tv?watch_region=US&with_watch_providers=8|1899&with_watch_monetization_types=flatrate|free|ads';
    const shows = await everyResult<Show>(url);
    expect(shows.map((show) => show.name)).toEqual(
      expect.arrayContaining(['Breaking Bad', 'Lupin', 'Game of Thrones']),
    );
    for (const show of shows) {
      const offered = providersOf(await offersIn('tv', show.id, 'US'), STREAMING);
      expect({ show: show.name, offered: offered.has(8) || offered.has(1899) }).toEqual({
        show: show.name,
        offered: true,
      });
    }
  });

  it('counts rentals and purchases only when the monetization types allow them', async () => {
    // Google Play Movies (3) rents and sells in the US; it streams nothing there.
    const any = await everyResult<Movie>('/discover/movie?watch_region=US&with_watch_providers=3');
    expect(any.length).toBeGreaterThan(2);
    for (const movie of any) {
      expect(providersOf(await offersIn('movie', movie.id, 'US'), EVERY_KIND).has(3)).toBe(true);
    }
    const streamed = await api(
      '/discover/movie?watch_region=US&with_watch_providers=3&with_watch_monetization_types=flatrate',
    );
    expect(streamed.total_results).toBe(0);
  });

  it('wants every provider of a comma list and any of a pipe list', async () => {
    const base = '/discover/movie?watch_region=US&with_watch_monetization_types=flatrate';
    const disney = await api(`${base}&with_watch_providers=337`);
    const hbo = await api(`${base}&with_watch_providers=384`);
    const either = await api(`${base}&with_watch_providers=337|384`);
    const both = await api(`${base}&with_watch_providers=337,384`);
    expect(disney.total_results).toBeGreaterThan(0);
    expect(hbo.total_results).toBeGreaterThan(0);
    expect(either.total_results).toBe(disney.total_results + hbo.total_results);
    expect(both.total_results).toBe(0);
  });

  it('reads the offers of the region asked for', async () => {
    const us = await api('/discover/tv?watch_region=US&with_watch_providers=8');
    const elsewhere = await everyResult<Show>(
      '/discover/tv?watch_region=DE&with_watch_providers=8',
    );
    for (const show of elsewhere) {
      expect(providersOf(await offersIn('tv', show.id, 'DE'), EVERY_KIND).has(8)).toBe(true);
    }
    expect(us.total_results).toBeGreaterThan(0);
  });

  it('combines with genres, year and sort, and pages like any discover list', async () => {
    const url =
      '/discover/tv?watch_region=US&with_watch_providers=8&with_genres=80&sort_by=first_air_date.desc';
    const shows = await everyResult<Show>(url);
    expect(shows.map((show) => show.name)).toEqual(['Lupin']);
  });

  it.each([
    ['with_watch_providers=netflix', 'with_watch_providers'],
    ['with_watch_providers=8,9|10', 'with_watch_providers'],
    ['with_watch_monetization_types=stream', 'with_watch_monetization_types'],
    ['watch_region=usa', 'watch_region'],
  ])('refuses %s, naming the parameter', async (query, name) => {
    const res = await demo.get(`/api/tmdb/discover/movie?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.status_message).toMatch(new RegExp(`^Invalid parameters: ${name} `));
  });
});

describe('watch/providers/{type}', () => {
  it("lists a region's services in its display order, each with a recorded offer there", async () => {
    const { results } = (await api('/watch/providers/tv?watch_region=US')) as {
      results: ProviderListItem[];
    };
    expect(results.map((provider) => provider.provider_name)).toContain('Netflix');
    const priorities = results.map((provider) => provider.display_priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    for (const provider of results) {
      expect(provider.display_priorities.US).toBe(provider.display_priority);
      // The filter finds something for every service it offers.
      const found = await api(
        `/discover/tv?watch_region=US&with_watch_providers=${provider.provider_id}`,
      );
      expect({ provider: provider.provider_name, found: found.total_results > 0 }).toEqual({
        provider: provider.provider_name,
        found: true,
      });
    }
  });

  it('lists every region without watch_region, and none for a region with no offers', async () => {
    const all = (await api('/watch/providers/movie')).results as ProviderListItem[];
    const us = (await api('/watch/providers/movie?watch_region=US')).results as ProviderListItem[];
    expect(all.length).toBeGreaterThan(us.length);
    expect(new Set(all.map((provider) => provider.provider_id)).size).toBe(all.length);
    const disney = all.find((provider) => provider.provider_id === 337);
    expect(Object.keys(disney?.display_priorities ?? {})).toEqual(
      expect.arrayContaining(['US', 'DE']),
    );
    expect(await api('/watch/providers/movie?watch_region=AQ')).toEqual({ results: [] });
  });
});

describe('discover by era and by people, through the route table', () => {
  interface Dated {
    id: number;
    release_date?: string;
    first_air_date?: string;
  }

  it('keeps the films released within a date range, both ends included', async () => {
    const films = await everyResult<Dated>(
      '/discover/movie?primary_release_date.gte=1999-01-01&primary_release_date.lte=1999-12-31&vote_count.gte=5000',
    );
    expect(films.length).toBeGreaterThan(0);
    expect(films.map((film) => film.id)).toContain(550); // Fight Club, 1999-10-15
    for (const film of films) expect(film.release_date).toMatch(/^1999-/);
  });

  it('keeps the shows first aired within a date range', async () => {
    const shows = await everyResult<Dated>(
      '/discover/tv?first_air_date.gte=2011-01-01&first_air_date.lte=2011-12-31',
    );
    expect(shows.length).toBeGreaterThan(0);
    for (const show of shows) expect(show.first_air_date).toMatch(/^2011-/);
  });

  it("keeps a person's films: Brad Pitt's include Fight Club and are fewer than all films", async () => {
    const all = await api('/discover/movie');
    const his = await api('/discover/movie?with_people=287&sort_by=vote_count.desc');
    expect(his.results.map((film: Dated) => film.id)).toContain(550);
    expect(his.total_results).toBeLessThan(all.total_results);
    const crew = await api('/discover/movie?with_crew=7467'); // David Fincher, director
    expect(crew.results.map((film: Dated) => film.id)).toContain(550);
  });

  it.each([
    ['primary_release_date.gte=1999-02-30', 'primary_release_date.gte'],
    ['primary_release_date.lte=1999', 'primary_release_date.lte'],
    ['with_people=brad', 'with_people'],
    ['with_cast=1,2|3', 'with_cast'],
  ])('refuses %s, naming the parameter', async (query, name) => {
    const res = await demo.get(`/api/tmdb/discover/movie?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.status_message).toMatch(new RegExp(`^Invalid parameters: ${name} `));
  });

  it("does not pass a person filter to discover/tv, which TMDB's has not", async () => {
    const all = await api('/discover/tv');
    const filtered = await api('/discover/tv?with_people=287');
    expect(filtered.total_results).toBe(all.total_results);
  });
});

/**
 * Contract: for each endpoint family, the demo catalogue answers with the keys and value types of the real
 * TMDB responses recorded in ../shared/tmdb. The expected shape is derived here from the recordings.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { SeedEpisode, SeedMovie, SeedTv } from '../../server/catalogue/seedTypes';
import { corpusBody, corpusIndex, describeWithCorpus } from './helpers/corpus';
import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';
import { differences, nullableKeys, shapeOf } from './helpers/shape';

const SEED = path.resolve(__dirname, '..', '..', 'server', 'catalogue', 'seed');

function seedRows<T>(table: string): T[] {
  return fs
    .readFileSync(path.join(SEED, `${table}.jsonl`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as T);
}

/** A recorded request's path with ids (and id placeholders) written as N. */
const familyOf = (request: string): string =>
  (request.split(/[? ]/)[0] ?? '').replace(/\/(\d+|\{id\}|\$\{\w+\})(?=\/|$)/g, '/N');

describeWithCorpus('demo catalogue answers match the recorded TMDB shapes', () => {
  const real = corpusIndex().filter((e) => e.status === 200 && e.provenance === 'real');
  const byFamily = new Map<string, unknown[]>();
  for (const entry of real) {
    const family = familyOf(entry.request);
    byFamily.set(family, [...(byFamily.get(family) ?? []), corpusBody(entry.file)]);
  }
  const nullable = nullableKeys(real.map((e) => corpusBody(e.file)));
  // TMDB answers null for a show with no aired episode; the demo does so for shows it knows only from lists.
  nullable.add('last_episode_to_air');

  // Titles of each depth the snapshot knows, so every kind of seed row is checked.
  const movies = seedRows<SeedMovie>('movies');
  const shows = seedRows<SeedTv>('tv');
  const episodes = seedRows<SeedEpisode>('episodes');
  const datasetMovie = movies.find((m) => m.depth === 'dataset')!.id;
  const listShow = shows.find((t) => t.depth === 'list')!.id;
  const recordedSeasons = new Set(episodes.map((e) => `${e.show_id}:${e.season_number}`));
  const unrecorded = shows
    .filter((t) => t.depth === 'full')
    .flatMap((t) =>
      t.seasons.filter((s) => s.season_number > 0 && s.episode_count > 1).map((s) => [t.id, s]),
    )
    .find(
      ([id, s]) => !recordedSeasons.has(`${id}:${(s as { season_number: number }).season_number}`),
    ) as [number, { season_number: number }] | undefined;
  const placeholderSeason = `/tv/${unrecorded![0]}/season/${unrecorded![1].season_number}`;

  const families: Record<string, string[]> = {
    '/configuration': ['/configuration'],
    '/genre/movie/list': ['/genre/movie/list'],
    '/genre/tv/list': ['/genre/tv/list'],
    '/trending/all/week': ['/trending/all/week', '/trending/all/week?page=3'],
    '/trending/all/day': ['/trending/all/day'],
    '/trending/movie/week': ['/trending/movie/week', '/trending/movie/day'],
    '/trending/tv/week': ['/trending/tv/week', '/trending/tv/day'],
    '/trending/person/week': ['/trending/person/week'],
    '/movie/popular': ['/movie/popular', '/movie/popular?page=500'],
    '/movie/top_rated': ['/movie/top_rated'],
    '/movie/now_playing': ['/movie/now_playing'],
    '/tv/popular': ['/tv/popular'],
    '/tv/top_rated': ['/tv/top_rated'],
    '/tv/airing_today': ['/tv/airing_today'],
    '/tv/on_the_air': ['/tv/on_the_air'],
    '/person/popular': ['/person/popular'],
    '/discover/movie': [
      '/discover/movie',
      '/discover/movie?with_genres=28&sort_by=vote_average.desc&page=3',
    ],
    '/discover/tv': ['/discover/tv', '/discover/tv?with_genres=18|35&first_air_date_year=2019'],
    '/search/multi': ['/search/multi?query=game%20of%20thrones', '/search/multi?query=brad'],
    '/search/movie': ['/search/movie?query=fight'],
    '/search/tv': ['/search/tv?query=game'],
    '/search/person': ['/search/person?query=tom'],
    '/search/collection': ['/search/collection?query=star%20wars'],
    '/movie/N': [
      '/movie/550',
      '/movie/11?append_to_response=credits,videos,release_dates,images,external_ids,similar,recommendations,watch/providers',
      `/movie/${datasetMovie}`,
    ],
    '/movie/N/credits': ['/movie/550/credits'],
    '/movie/N/videos': ['/movie/550/videos'],
    '/movie/N/images': ['/movie/550/images', `/movie/${datasetMovie}/images`],
    '/movie/N/external_ids': ['/movie/550/external_ids', `/movie/${datasetMovie}/external_ids`],
    '/movie/N/release_dates': ['/movie/550/release_dates'],
    '/movie/N/similar': ['/movie/550/similar', '/movie/550/similar?page=2'],
    '/movie/N/recommendations': ['/movie/550/recommendations'],
    '/movie/N/watch/providers': ['/movie/550/watch/providers'],
    '/tv/N': [
      '/tv/1399',
      '/tv/1399?append_to_response=content_ratings,credits,videos,images,external_ids,similar,recommendations,watch/providers,season/1',
      `/tv/${listShow}`,
    ],
    '/tv/N/credits': ['/tv/1399/credits'],
    '/tv/N/content_ratings': ['/tv/1399/content_ratings'],
    '/tv/N/videos': ['/tv/1399/videos'],
    '/tv/N/images': ['/tv/1399/images'],
    '/tv/N/external_ids': ['/tv/1399/external_ids'],
    '/tv/N/similar': ['/tv/1399/similar'],
    '/tv/N/recommendations': ['/tv/1399/recommendations'],
    '/tv/N/watch/providers': ['/tv/1399/watch/providers'],
    '/tv/N/season/N': ['/tv/1399/season/1', placeholderSeason],
    '/tv/N/season/N/videos': ['/tv/1399/season/1/videos'],
    '/tv/N/season/N/episode/N': ['/tv/1399/season/1/episode/1', `${placeholderSeason}/episode/2`],
    '/person/N': [
      '/person/287',
      '/person/287?append_to_response=combined_credits,images,external_ids',
    ],
    '/person/N/combined_credits': ['/person/287/combined_credits'],
    '/person/N/movie_credits': ['/person/287/movie_credits'],
    '/person/N/tv_credits': ['/person/287/tv_credits'],
    '/person/N/images': ['/person/287/images'],
    '/person/N/external_ids': ['/person/287/external_ids'],
    '/collection/N': ['/collection/10'],
  };

  let demo: DemoApp;
  beforeAll(async () => {
    demo = await startDemoApp();
  });
  afterAll(async () => {
    await demo.close();
  });

  it('covers every family it names with real recordings', () => {
    const missing = Object.keys(families).filter((f) => !byFamily.has(f));
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(families))('%s', async (family, urls) => {
    const shape = shapeOf(byFamily.get(family) ?? []);
    for (const [i, url] of urls.entries()) {
      const res = await demo.get(`/api/tmdb${url}`);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      // The first URL of each family is a well-known title: its lists must have items, as recorded.
      const found = differences(res.body, shape, { nullable, requireItems: i === 0 });
      expect({ url, differences: found }).toEqual({ url, differences: [] });
    }
  });
});

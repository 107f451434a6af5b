/**
 * The renderer's calls answered directly (server/shared/renderAnswers.ts): for every call a page makes,
 * the same status, body and freshness as the API answers over HTTP, from the same functions. The real
 * server over the demo catalogue.
 */
import type { DemoApp } from './helpers/demoApp';
import { startDemoApp } from './helpers/demoApp';
import { DEFAULT_PAGE_MAX_AGE_S, maxAgeOf } from '../../server/shared/renderAnswers';

jest.setTimeout(60_000);

describe('render answers', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await startDemoApp();
  });
  afterAll(() => demo.close());

  it.each([
    '/api/site',
    '/api/stats',
    '/api/collections',
    '/api/suggest?q=godfater&limit=5',
    '/api/suggest',
    '/api/tmdb/movie/550?append_to_response=release_dates%2Ccredits',
    '/api/tmdb/tv/1399/season/1',
    '/api/tmdb/person/287?append_to_response=combined_credits%2Cimages%2Cexternal_ids',
    '/api/tmdb/discover/movie?page=2&sort_by=vote_average.desc',
    '/api/tmdb/search/person?query=brad%20pitt',
    // Answered without the source, as TMDB answers it.
    '/api/tmdb/search/multi?query=',
    '/api/tmdb/trending/all/week?page=1',
    '/api/trending/week?with_genres=28&page=1',
    // Refused and missing, in the API's own shape.
    '/api/trending/week?with_genres=99999',
    '/api/trending/week?page=0',
    '/api/tmdb/movie/999999999',
    '/api/tmdb/movie/abc',
  ])('answers %s as the API does over HTTP', async (call) => {
    const [direct, http] = await Promise.all([
      demo.renderAnswers.answer(call),
      demo.app.inject({ method: 'GET', url: call }),
    ]);
    expect(direct.status).toBe(http.statusCode);
    expect(JSON.parse(direct.body!.toString('utf8'))).toEqual(http.json());
    expect(direct.maxAgeS).toBe(maxAgeOf(http.headers['cache-control']) ?? DEFAULT_PAGE_MAX_AGE_S);
  });

  it('answers a call no route takes with a 404, never a throw', async () => {
    const answer = await demo.renderAnswers.answer('/api/nowhere?x=1');
    expect(answer.status).toBe(404);
  });
});

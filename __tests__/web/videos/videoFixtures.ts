/** Invented videos in TMDB's shape (names and keys are made up; only the structure follows TMDB). */
import { http, HttpResponse } from 'msw';

import type { Video } from '@common/tmdb';

import { server } from '../helpers/server';

export function video(key: string, overrides: Partial<Video> = {}): Video {
  return {
    id: `vid-${key}`,
    key,
    name: `Clip ${key}`,
    type: 'Trailer',
    site: 'YouTube',
    official: true,
    published_at: '2020-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const teaser = video('tEaSeR_0001', { name: 'First Look', type: 'Teaser' });
export const trailer = video('TrAiLeR-002', { name: 'Main Trailer', type: 'Trailer' });
export const featurette = video('feAtur3tte3', { name: 'Behind the Lens', type: 'Featurette' });
/** Not on YouTube: never listed. */
export const vimeo = video('123456789', { name: 'Elsewhere Cut', site: 'Vimeo' });
/** A key that is no YouTube id (it would break out of the URL): never listed. */
export const badKey = video('x"><script>', { name: 'Broken Key Clip' });
/** The same video twice in TMDB's answer: listed once. */
export const teaserAgain = video('tEaSeR_0001', { id: 'dupe', name: 'First Look' });

/**
 * Answers one videos path with `results`, counting the requests made to it. `path` is below /api/tmdb,
 * e.g. 'movie/:id/videos'; `status` other than 200 answers with TMDB's error body.
 */
export function answerVideos(path: string, results: Video[], status = 200) {
  const requests: string[] = [];
  server.use(
    http.get(`*/api/tmdb/${path}`, ({ request, params }) => {
      requests.push(new URL(request.url).pathname);
      if (status !== 200) {
        return HttpResponse.json(
          { status_code: 11, status_message: 'Invented upstream trouble.' },
          { status },
        );
      }
      return HttpResponse.json({ id: Number(params.id), results });
    }),
  );
  return requests;
}

import { http, HttpResponse } from 'msw';

import type { WatchOffer, WatchProviders } from '@common/tmdb';

import { server } from '../helpers/server';

const offer = (
  provider_id: number,
  provider_name: string,
  display_priority: number,
): WatchOffer => ({
  provider_id,
  provider_name,
  logo_path: `/logo-${provider_id}.jpg`,
  display_priority,
});

/** Offers for Fight Club in TMDB's shape: the US has every kind, Germany streams, France has none. */
export const fightClubOffers: WatchProviders = {
  id: 550,
  results: {
    US: {
      link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=US',
      flatrate: [offer(1899, 'Max', 7), offer(9, 'Amazon Prime Video', 2)],
      free: [offer(73, 'Tubi TV', 20)],
      ads: [offer(73, 'Tubi TV', 20), offer(300, 'Pluto TV', 25)],
      rent: [offer(2, 'Apple TV', 4), offer(10, 'Amazon Video', 12)],
      buy: [offer(3, 'Google Play Movies', 13), offer(2, 'Apple TV', 4)],
    },
    DE: {
      link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=DE',
      flatrate: [offer(8, 'Netflix', 1)],
    },
    FR: { link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=FR' },
  },
};

type Answer = WatchProviders | { status: number };

/**
 * Answers `{type}/{id}/watch/providers` from `answers` (keyed `movie/550`, read at each request, so a
 * test may change an answer between requests); a title not listed has no offers. Returns the titles
 * asked for, one entry a request.
 */
export function answerWatchProviders(answers: Record<string, Answer>) {
  const requests: string[] = [];
  server.use(
    http.get('*/api/tmdb/:type/:id/watch/providers', ({ params }) => {
      const key = `${String(params.type)}/${String(params.id)}`;
      requests.push(key);
      const answer = answers[key];
      if (!answer) return HttpResponse.json({ id: Number(params.id), results: {} });
      if ('status' in answer) {
        return HttpResponse.json(
          { success: false, status_code: 11, status_message: 'Internal error.' },
          { status: answer.status },
        );
      }
      return HttpResponse.json(answer);
    }),
  );
  return requests;
}

/**
 * `search/movie` for the Letterboxd import's tests: a small catalogue of real-looking films (titles
 * with commas, accents, remakes and sequels as decoys) searched TMDB's way, every word of the query
 * starting a word of the title or original title, most popular first. Every call is recorded, with
 * the most requests that were open at once; `hold()` keeps answers back until released.
 */
import { http, HttpResponse } from 'msw';

import type { MovieListItem } from '@common/tmdb';
import { normalizeTitle } from '@common/normalizeTitle';

import { movie, paged } from './fixtures';
import { server } from './server';

const film = (
  id: number,
  title: string,
  release_date: string,
  popularity: number,
  original_title = title,
): SearchedFilm => ({ ...movie(id), title, original_title, release_date, popularity });

/** TMDB sends each film's original title too (common/tmdb leaves out what the screens do not read). */
export type SearchedFilm = MovieListItem & { original_title: string };

export const SEARCH_CATALOGUE: SearchedFilm[] = [
  film(146, 'Crouching Tiger, Hidden Dragon', '2000-07-06', 40, '卧虎藏龙'),
  film(263341, 'Crouching Tiger, Hidden Dragon: Sword of Destiny', '2016-02-18', 20),
  film(194, 'Amélie', '2001-04-25', 45, "Le Fabuleux Destin d'Amélie Poulain"),
  film(348, 'Alien', '1979-05-25', 60),
  film(679, 'Aliens', '1986-07-18', 55),
  film(126889, 'Alien: Covenant', '2017-05-09', 70),
  film(603, 'The Matrix', '1999-03-30', 80),
  film(604, 'The Matrix Reloaded', '2003-05-15', 50),
  film(238, 'The Godfather', '1972-03-14', 90),
  film(240, 'The Godfather Part II', '1974-12-20', 60),
  film(585, 'Monsters, Inc.', '2001-11-01', 75),
  film(424, "Schindler's List", '1993-12-15', 65),
  film(101, 'Léon: The Professional', '1994-09-14', 58),
  film(438631, 'Dune', '2021-09-15', 85),
  film(841, 'Dune', '1984-12-14', 30),
  film(4348, 'Pride & Prejudice', '2005-09-16', 42),
  film(129, 'Spirited Away', '2001-07-20', 77, '千と千尋の神隠し'),
  film(680, 'Pulp Fiction', '1994-09-10', 88),
  film(13, 'Forrest Gump', '1994-06-23', 86),
  film(27205, 'Inception', '2010-07-15', 92),
  film(155, 'The Dark Knight', '2008-07-16', 95),
  film(49026, 'The Dark Knight Rises', '2012-07-17', 70),
  film(289, 'Casablanca', '1942-11-26', 35),
  film(346, 'Seven Samurai', '1954-04-26', 33, '七人の侍'),
  film(598, 'City of God', '2002-02-05', 31, 'Cidade de Deus'),
  film(244786, 'Whiplash', '2014-10-10', 66),
  film(496243, 'Parasite', '2019-05-30', 79, '기생충'),
];

export interface SearchLog {
  queries: string[];
  /** The most searches answered at the same time. */
  maxOpen: number;
  /** Holds answers back until `release()` (for progress and cancelling). */
  hold: () => void;
  release: () => void;
}

/** Answers `search/movie` from the catalogue above; `failing` queries answer 500 until cleared. */
export function answerMovieSearches({ failing = new Set<string>() } = {}): SearchLog {
  let open = 0;
  let gate: Promise<void> | null = null;
  let openGate = () => {};
  const log: SearchLog = {
    queries: [],
    maxOpen: 0,
    hold: () => {
      gate = new Promise((resolve) => (openGate = resolve));
    },
    release: () => {
      openGate();
      gate = null;
    },
  };
  server.use(
    http.get('*/api/tmdb/search/movie', async ({ request }) => {
      const query = new URL(request.url).searchParams.get('query') ?? '';
      log.queries.push(query);
      open += 1;
      log.maxOpen = Math.max(log.maxOpen, open);
      try {
        // A turn of the event loop, so searches overlap as they do over a network.
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (gate) await gate;
        if (failing.has(query))
          return HttpResponse.json({ status_message: 'down' }, { status: 500 });
        const words = normalizeTitle(query).split(' ').filter(Boolean);
        const startsWords = (title: string | undefined) => {
          const titleWords = normalizeTitle(title ?? '').split(' ');
          return words.every((word) => titleWords.some((titleWord) => titleWord.startsWith(word)));
        };
        const found = SEARCH_CATALOGUE.filter(
          (item) => startsWords(item.title) || startsWords(item.original_title),
        ).sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0));
        return HttpResponse.json(paged(found));
      } finally {
        open -= 1;
      }
    }),
  );
  return log;
}

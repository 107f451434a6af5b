import { englishI18n } from '@/app/i18n';
import { reasonText } from '@/features/forYou/reasonText';
import { planRequests, rankSuggestions } from '@/features/forYou/recommend';
import type { TasteSignal } from '@/features/forYou/recommend';

/** A list item as TMDB sends it (only the fields the ranking reads, and the card's). */
const movie = (id: number, title = `Movie ${id}`, genre_ids = [18]) => ({
  id,
  title,
  genre_ids,
  poster_path: `/p${id}.jpg`,
  release_date: '2001-01-01',
  vote_average: 7,
});
const show = (id: number, name = `Show ${id}`) => ({
  id,
  name,
  genre_ids: [18],
  poster_path: null,
  first_air_date: '2011-04-17',
  vote_average: 8,
});
const page = (results: object[]) => ({
  page: 1,
  results,
  total_pages: 1,
  total_results: results.length,
});

const heat: TasteSignal = {
  media_type: 'movie',
  media_id: 949,
  title: 'Heat',
  kind: 'rating',
  rating: 4.5,
  at: '2025-03-02T10:00:00Z',
};
const alien: TasteSignal = {
  media_type: 'movie',
  media_id: 348,
  title: 'Alien',
  kind: 'watchlist',
  at: '2025-03-01T10:00:00Z',
};

const ids = (list: { media_id: number }[]) => list.map((s) => s.media_id);

describe('planRequests', () => {
  it("asks for each liked title's recommendations and similar titles, the most recent and strongest first, and a disliked title's look-alikes", () => {
    const disliked: TasteSignal = { ...heat, media_id: 5, title: 'Bad', rating: 1 };
    const older: TasteSignal = { ...alien, media_id: 77, at: '2020-01-01T00:00:00Z' };
    expect(planRequests([older, alien, heat, disliked], { seeds: 2 })).toEqual([
      '/movie/949/recommendations',
      '/movie/949/similar',
      '/movie/348/recommendations',
      '/movie/348/similar',
      '/movie/5/similar',
      '/movie/949?append_to_response=release_dates,credits',
      '/movie/348?append_to_response=release_dates,credits',
    ]);
  });

  it("discovers the visitor's era within their genre, and the people behind two liked films, from the films' details", () => {
    const fincher = { id: 7467, job: 'Director' };
    const pitt = { id: 287, order: 0 };
    const details = (genres: number[], crew: object[], cast: object[]) => ({
      genres: genres.map((id) => ({ id, name: `Genre ${id}` })),
      credits: { crew, cast },
    });
    const se7en: TasteSignal = { ...alien, media_id: 807, title: 'Se7en', released: '1995-09-22' };
    const fight: TasteSignal = {
      ...heat,
      media_id: 550,
      title: 'Fight Club',
      released: '1999-10-15',
    };
    const zodiac: TasteSignal = {
      ...alien,
      media_id: 1949,
      title: 'Zodiac',
      released: '2007-03-02',
    };
    const signals = [se7en, fight, zodiac];
    const answers = new Map<string, unknown>([
      ['/movie/807?append_to_response=release_dates,credits', details([80], [fincher], [pitt])],
      ['/movie/550?append_to_response=release_dates,credits', details([18], [fincher], [pitt])],
      ['/movie/1949?append_to_response=release_dates,credits', details([80], [fincher], [])],
    ]);
    const paths = planRequests(signals, {}, answers);
    expect(paths).toContain(
      '/discover/movie?with_genres=80&primary_release_date.gte=1990-01-01&primary_release_date.lte=1999-12-31&sort_by=vote_count.desc',
    );
    // Fincher (three films, directing) before Pitt (two, acting); each needs two liked films.
    expect(paths.filter((p) => p.includes('with_people'))).toEqual([
      '/discover/movie?with_people=7467&sort_by=vote_count.desc',
      '/discover/movie?with_people=287&sort_by=vote_count.desc',
    ]);
    // Their answers rank, with the reason naming a liked film.
    answers.set(
      '/discover/movie?with_people=7467&sort_by=vote_count.desc',
      page([movie(2649, 'The Game')]),
    );
    const suggestion = rankSuggestions(signals, answers).find((s) => s.media_id === 2649);
    expect(suggestion?.reason.title).toMatch(/^(Se7en|Fight Club|Zodiac)$/);
  });

  it('does not discover an era or a person one liked title alone points to', () => {
    const answers = new Map<string, unknown>([
      [
        '/movie/949?append_to_response=release_dates,credits',
        { genres: [{ id: 80 }], credits: { crew: [{ id: 1, job: 'Director' }], cast: [] } },
      ],
    ]);
    const paths = planRequests([{ ...heat, released: '1995-12-15' }, alien], {}, answers);
    expect(paths.some((p) => p.includes('with_people') || p.includes('release_date.gte'))).toBe(
      false,
    );
    expect(paths).toContain('/discover/movie?with_genres=80&sort_by=vote_count.desc');
  });

  it('adds discover for the strongest genre once the lists reveal it, and never a request naming several titles', () => {
    const answers = new Map<string, unknown>([
      ['/movie/949/similar', page([movie(1, 'A', [80, 18]), movie(2, 'B', [80])])],
      ['/movie/348/similar', page([movie(3, 'C', [878])])],
    ]);
    const paths = planRequests([heat, alien], {}, answers);
    expect(paths).toContain('/discover/movie?with_genres=80&sort_by=vote_count.desc');
    for (const path of paths) expect(path.match(/949|348/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('plans only the media type asked for', () => {
    const got: TasteSignal = {
      media_type: 'tv',
      media_id: 1399,
      title: 'Game of Thrones',
      kind: 'favorite',
    };
    expect(planRequests([heat, got], { mediaType: 'tv' })).toEqual([
      '/tv/1399/recommendations',
      '/tv/1399/similar',
    ]);
  });
});

describe('rankSuggestions', () => {
  const base = new Map<string, unknown>([
    ['/movie/949/recommendations', page([movie(10), movie(11), movie(348), movie(12)])],
    ['/movie/949/similar', page([movie(13), movie(949)])],
    ['/movie/348/recommendations', page([movie(14), movie(10)])],
    ['/movie/348/similar', page([])],
  ]);

  it('never suggests what the visitor saved, rated or watched, and ranks what several titles lead to first', () => {
    const watched: TasteSignal = {
      media_type: 'movie',
      media_id: 12,
      title: 'Watched',
      kind: 'watched',
    };
    const top = rankSuggestions([heat, alien, watched], base);
    expect(ids(top)).not.toContain(949);
    expect(ids(top)).not.toContain(348);
    expect(ids(top)).not.toContain(12);
    // 10 is recommended from both Heat and Alien.
    expect(top[0]!.media_id).toBe(10);
    expect(top[0]).toMatchObject({
      media_type: 'movie',
      title: 'Movie 10',
      poster_path: '/p10.jpg',
      date: '2001-01-01',
      vote_average: 7,
    });
  });

  it('lets a low rating push its look-alikes down', () => {
    const answers = new Map(base);
    answers.set('/movie/5/similar', page([movie(11)]));
    const bad: TasteSignal = {
      media_type: 'movie',
      media_id: 5,
      title: 'Bad',
      kind: 'rating',
      rating: 1,
    };
    const before = ids(rankSuggestions([heat, alien], answers));
    const after = ids(rankSuggestions([heat, alien, bad], answers));
    expect(before.indexOf(11)).toBeLessThan(before.indexOf(14));
    expect(after.indexOf(11) === -1 || after.indexOf(11) > after.indexOf(14)).toBe(true);
  });

  it('hides a title marked not interested and counts it against its look-alikes', () => {
    const answers = new Map(base);
    answers.set('/movie/10/similar', page([movie(11)]));
    const notInterested: TasteSignal = {
      media_type: 'movie',
      media_id: 10,
      title: 'Ten',
      kind: 'notInterested',
    };
    const ranked = ids(rankSuggestions([heat, alien, notInterested], answers));
    expect(ranked).not.toContain(10);
    const without = ids(rankSuggestions([heat, alien], answers));
    expect(without.indexOf(11)).toBeLessThan(without.indexOf(14));
    expect(ranked.indexOf(11) === -1 || ranked.indexOf(11) > ranked.indexOf(14)).toBe(true);
  });

  it('caps what one title and one franchise bring, filling from the rest only when too few remain', () => {
    const saw = Array.from({ length: 6 }, (_, i) => movie(100 + i, i ? `Saw ${i + 1}` : 'Saw'));
    const names = (words: string) => words.split(' ');
    const heatList = names(
      'Ronin Thief Collateral Drive Sicario Prisoners Zodiac Se7en Memento Insomnia',
    ).map((title, i) => movie(200 + i, title));
    const alienList = names(
      'Predator Prometheus Life Sunshine Moon Arrival Gravity Interstellar Solaris Pitch',
    ).map((title, i) => movie(300 + i, title));
    const answers = new Map<string, unknown>([
      ['/movie/949/recommendations', page([...saw, ...heatList])],
      ['/movie/348/recommendations', page(alienList)],
    ]);
    const top = rankSuggestions([heat, alien], answers, { limit: 10 });
    expect(top).toHaveLength(10);
    expect(top.filter((s) => s.title.startsWith('Saw'))).toHaveLength(2);
    expect(top.filter((s) => s.reason.title === 'Heat')).toHaveLength(5);
    expect(top.filter((s) => s.reason.title === 'Alien')).toHaveLength(5);
    // Uncapped, Heat's list (the stronger and more recent title) takes most places.
    const uncapped = rankSuggestions([heat, alien], answers, {
      limit: 10,
      perSource: 10,
      perFranchise: 10,
    });
    expect(uncapped.filter((s) => s.reason.title === 'Heat').length).toBeGreaterThan(5);
    // With one title only, the cap gives way rather than leave the page short.
    expect(rankSuggestions([heat], answers, { limit: 10 })).toHaveLength(10);
  });

  it('names the visitor title behind each suggestion, with what they did', () => {
    const top = rankSuggestions([heat, alien], base);
    const byId = new Map(top.map((s) => [s.media_id, s.reason]));
    expect(byId.get(13)).toEqual({ kind: 'rated', title: 'Heat', rating: 4.5 });
    expect(byId.get(14)).toEqual({ kind: 'saved', title: 'Alien' });
    expect(reasonText(englishI18n(), byId.get(13)!)).toBe('Because you rated Heat 4½★');
    expect(reasonText(englishI18n(), byId.get(14)!)).toBe('Because you saved Alien');
  });

  it('keeps to the media type asked for', () => {
    const got: TasteSignal = {
      media_type: 'tv',
      media_id: 1399,
      title: 'Game of Thrones',
      kind: 'favorite',
    };
    const answers = new Map(base);
    answers.set('/tv/1399/recommendations', page([show(1400), show(1401)]));
    const all = rankSuggestions([heat, alien, got], answers);
    expect(all.some((s) => s.media_type === 'tv')).toBe(true);
    expect(all.find((s) => s.media_id === 1400)).toMatchObject({
      title: 'Show 1400',
      date: '2011-04-17',
      reason: { kind: 'liked', title: 'Game of Thrones' },
    });
    expect(
      rankSuggestions([heat, alien, got], answers, { mediaType: 'movie' }).every(
        (s) => s.media_type === 'movie',
      ),
    ).toBe(true);
    expect(ids(rankSuggestions([heat, alien, got], answers, { mediaType: 'tv' }))).toEqual([
      1400, 1401,
    ]);
  });
});

describe('reasonText', () => {
  it.each([
    [{ kind: 'rated', title: 'Heat', rating: 4.5 }, 'Because you rated Heat 4½★'],
    [{ kind: 'rated', title: 'Heat', rating: 4 }, 'Because you rated Heat 4★'],
    [{ kind: 'rated', title: 'Heat', rating: 3.5 }, 'Because you rated Heat 3½★'],
    [{ kind: 'liked', title: 'Alien' }, 'Because you liked Alien'],
    [{ kind: 'saved', title: 'Alien' }, 'Because you saved Alien'],
    [{ kind: 'watched', title: 'Alien' }, 'Because you watched Alien'],
  ] as const)('%j reads "%s"', (reason, text) => {
    expect(reasonText(englishI18n(), reason)).toBe(text);
  });

  it('writes half stars as ½', () => {
    expect(
      [0.5, 1, 2.5, 5].map((rating) =>
        reasonText(englishI18n(), { kind: 'rated', title: 'Heat', rating }),
      ),
    ).toEqual([
      'Because you rated Heat ½★',
      'Because you rated Heat 1★',
      'Because you rated Heat 2½★',
      'Because you rated Heat 5★',
    ]);
  });
});

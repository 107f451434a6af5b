import {
  FAN_FAVORITES_PAGE_SIZE,
  filterFanFavorites,
  pageFanFavorites,
  selectFanFavoritesPage,
  sortFanFavorites,
  splitSort,
} from '@/features/fanFavorites/fanFavoritesList';
import type { FavoriteLike } from '@/features/fanFavorites/fanFavoritesList';

import { movie, range, show } from '../helpers/fixtures';

const ids = (items: FavoriteLike[]) => items.map((item) => item.id);

describe('fan favorites filters', () => {
  const shows = [
    show(1, { first_air_date: '2019-05-01', genre_ids: [18] }),
    show(2, { first_air_date: '2020-01-10', genre_ids: [35, 10765] }),
    show(3, { first_air_date: '2020-12-31', genre_ids: [80] }),
    show(4, { first_air_date: undefined, genre_ids: [] }),
  ];

  it('keeps everything when no filter is set', () => {
    expect(ids(filterFanFavorites(shows, { with_genres: [], year: '' }))).toEqual([1, 2, 3, 4]);
  });

  it('matches the year of the first air date', () => {
    expect(ids(filterFanFavorites(shows, { with_genres: [], year: '2020' }))).toEqual([2, 3]);
  });

  it('matches the year of the release date for movies', () => {
    const movies = [
      movie(1, { release_date: '1999-03-31' }),
      movie(2, { release_date: '2001-07-01' }),
    ];
    expect(ids(filterFanFavorites(movies, { with_genres: [], year: '1999' }))).toEqual([1]);
  });

  it('passes items with at least one selected genre', () => {
    expect(ids(filterFanFavorites(shows, { with_genres: [80, 35], year: '' }))).toEqual([2, 3]);
    expect(ids(filterFanFavorites(shows, { with_genres: [99], year: '' }))).toEqual([]);
  });

  it('combines year and genres', () => {
    expect(ids(filterFanFavorites(shows, { with_genres: [18, 80], year: '2020' }))).toEqual([3]);
  });

  it('ignores a year that is not four digits', () => {
    expect(filterFanFavorites(shows, { with_genres: [], year: '20' })).toHaveLength(4);
  });
});

describe('fan favorites sorting', () => {
  const items = [
    movie(1, { popularity: 10, vote_average: 8.1, release_date: '2001-01-01' }),
    movie(2, { popularity: 30, vote_average: 7.6, release_date: '2015-06-01' }),
    movie(3, { popularity: 20, vote_average: 9.0, release_date: '1990-02-02' }),
  ];

  it('splits field and direction, falling back to popularity descending', () => {
    expect(splitSort('vote_average.asc')).toEqual({ field: 'vote_average', direction: 'asc' });
    expect(splitSort('nonsense.sideways')).toEqual({ field: 'popularity', direction: 'desc' });
  });

  it('sorts by popularity in both directions', () => {
    expect(ids(sortFanFavorites(items, 'popularity.desc'))).toEqual([2, 3, 1]);
    expect(ids(sortFanFavorites(items, 'popularity.asc'))).toEqual([1, 3, 2]);
  });

  it('sorts by rating', () => {
    expect(ids(sortFanFavorites(items, 'vote_average.desc'))).toEqual([3, 1, 2]);
    expect(ids(sortFanFavorites(items, 'vote_average.asc'))).toEqual([2, 1, 3]);
  });

  it('sorts by the release or first-air date', () => {
    expect(ids(sortFanFavorites(items, 'primary_release_date.desc'))).toEqual([2, 1, 3]);
    const shows = [
      show(1, { first_air_date: '2010-01-01' }),
      show(2, { first_air_date: '2021-01-01' }),
    ];
    expect(ids(sortFanFavorites(shows, 'primary_release_date.desc'))).toEqual([2, 1]);
    expect(ids(sortFanFavorites(shows, 'first_air_date.asc'))).toEqual([1, 2]);
  });

  it('puts items without a date last in either direction', () => {
    const shows = [
      show(1, { first_air_date: '' }),
      show(2, { first_air_date: '2021-01-01' }),
      show(3, { first_air_date: '2011-01-01' }),
    ];
    expect(ids(sortFanFavorites(shows, 'primary_release_date.desc'))).toEqual([2, 3, 1]);
    expect(ids(sortFanFavorites(shows, 'primary_release_date.asc'))).toEqual([3, 2, 1]);
  });

  it('sorts by revenue when present and by popularity when not', () => {
    expect(ids(sortFanFavorites(items, 'revenue.desc'))).toEqual([2, 3, 1]);
    const withRevenue = items.map((item, index) => ({ ...item, revenue: [500, 100, 900][index] }));
    expect(ids(sortFanFavorites(withRevenue, 'revenue.desc'))).toEqual([3, 1, 2]);
  });

  it('does not change the list it is given', () => {
    const copy = [...items];
    sortFanFavorites(items, 'vote_average.asc');
    expect(items).toEqual(copy);
  });
});

describe('fan favorites paging', () => {
  const many = range(1, 45).map((id) => show(id));

  it('pages 20 at a time', () => {
    const first = pageFanFavorites(many, 1);
    expect(FAN_FAVORITES_PAGE_SIZE).toBe(20);
    expect(first.results).toHaveLength(20);
    expect(first.results[0]?.id).toBe(1);
    expect(first.totalPages).toBe(3);
    expect(first.totalResults).toBe(45);
    expect(pageFanFavorites(many, 2).results[0]?.id).toBe(21);
  });

  it('has a short last page', () => {
    const last = pageFanFavorites(many, 3);
    expect(ids(last.results)).toEqual([41, 42, 43, 44, 45]);
    expect(last.clamped).toBe(false);
  });

  it('shows the last page for a page past the end, and says it did', () => {
    const past = pageFanFavorites(many, 9);
    expect(past.page).toBe(3);
    expect(past.clamped).toBe(true);
    expect(past.results).toHaveLength(5);
  });

  it('counts one page for an empty list', () => {
    expect(pageFanFavorites([], 1)).toEqual({
      results: [],
      page: 1,
      totalPages: 1,
      totalResults: 0,
      clamped: false,
    });
  });

  it('exactly 40 items make two full pages', () => {
    expect(pageFanFavorites(range(1, 40), 2)).toMatchObject({ totalPages: 2, page: 2 });
  });

  it('filters, then sorts, then pages', () => {
    const items = range(1, 30).map((id) =>
      show(id, { genre_ids: id % 2 ? [18] : [35], popularity: id }),
    );
    const view = selectFanFavoritesPage(
      items,
      { with_genres: [18], year: '', sort_by: 'popularity.asc' },
      1,
    );
    expect(view.totalResults).toBe(15);
    expect(view.totalPages).toBe(1);
    expect(ids(view.results).slice(0, 3)).toEqual([1, 3, 5]);
  });
});

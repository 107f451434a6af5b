import {
  DEFAULT_SORT,
  TV_SORT_OPTIONS,
  buildListSearch,
  countActiveFilters,
  discoverParams,
  parseServices,
  isValidYear,
  parseGenres,
  parseListQuery,
  parsePage,
  parseSort,
  parseYear,
} from '@/lib/listQuery';
import { pageLimit } from '@/lib/pagination';

const NOW = new Date('2026-06-15T12:00:00Z');

describe('parsePage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['3abc', 1],
    ['0', 1],
    ['-4', 1],
    ['1', 1],
    ['7', 7],
    ['2.9', 2],
    ['500', 500],
    ['501', 500],
    ['9999', 500],
    ['Infinity', 1],
  ])('reads %p as page %p', (raw, expected) => {
    expect(parsePage(raw)).toBe(expected);
  });
});

describe('parseGenres', () => {
  it('reads a comma list as numbers, dropping non-numbers and duplicates', () => {
    expect(parseGenres('28,abc,18,,28, 35 ,1.5,-3')).toEqual([28, 18, 35]);
  });

  it('drops what the server would refuse: ids over six digits, and ids past the 31st', () => {
    expect(parseGenres('1234567,28')).toEqual([28]);
    const forty = Array.from({ length: 40 }, (_, index) => index + 1);
    expect(parseGenres(forty.join(','))).toEqual(forty.slice(0, 31));
  });

  it('gives an empty list when missing', () => {
    expect(parseGenres(null)).toEqual([]);
    expect(parseGenres('')).toEqual([]);
    expect(parseGenres('x,y')).toEqual([]);
  });
});

describe('year', () => {
  it('accepts exactly four digits between 1900 and the current year', () => {
    expect(isValidYear('1900', NOW)).toBe(true);
    expect(isValidYear('2026', NOW)).toBe(true);
    expect(isValidYear('1899', NOW)).toBe(false);
    expect(isValidYear('2027', NOW)).toBe(false);
    expect(isValidYear('99', NOW)).toBe(false);
    expect(isValidYear('20101', NOW)).toBe(false);
    expect(isValidYear('201a', NOW)).toBe(false);
    expect(isValidYear('', NOW)).toBe(false);
  });

  it('follows the calendar: next year becomes valid when it comes', () => {
    expect(isValidYear('2027', new Date('2027-01-02T00:00:00Z'))).toBe(true);
  });

  it('ignores an invalid year silently', () => {
    expect(parseYear('2010', NOW)).toBe('2010');
    expect(parseYear('1850', NOW)).toBe('');
    expect(parseYear(null, NOW)).toBe('');
  });
});

describe('parseSort', () => {
  it('keeps the four known sorts and falls back to popularity.desc', () => {
    expect(parseSort('vote_average.desc')).toBe('vote_average.desc');
    expect(parseSort('primary_release_date.desc')).toBe('primary_release_date.desc');
    expect(parseSort('revenue.desc')).toBe('revenue.desc');
    expect(parseSort('popularity.desc')).toBe('popularity.desc');
    expect(parseSort('title.asc')).toBe(DEFAULT_SORT);
    expect(parseSort(null)).toBe(DEFAULT_SORT);
  });
});

describe('parseListQuery', () => {
  it('reads every parameter of a list URL', () => {
    const params = new URLSearchParams(
      'page=3&with_genres=28,12&primary_release_year=2010&sort_by=revenue.desc',
    );
    expect(parseListQuery(params, undefined, NOW)).toEqual({
      page: 3,
      with_genres: [28, 12],
      year: '2010',
      sort_by: 'revenue.desc',
    });
  });

  it('gives the defaults for a bare URL', () => {
    expect(parseListQuery(new URLSearchParams(''), undefined, NOW)).toEqual({
      page: 1,
      with_genres: [],
      year: '',
      sort_by: 'popularity.desc',
    });
  });

  it('tries the year keys in order', () => {
    const keys = ['primary_release_year', 'first_air_date_year'];
    expect(parseListQuery(new URLSearchParams('first_air_date_year=1999'), keys, NOW).year).toBe(
      '1999',
    );
    expect(
      parseListQuery(
        new URLSearchParams('primary_release_year=2001&first_air_date_year=1999'),
        keys,
        NOW,
      ).year,
    ).toBe('2001');
    expect(
      parseListQuery(new URLSearchParams('first_air_date_year=1999'), undefined, NOW).year,
    ).toBe('');
  });
});

describe('buildListSearch', () => {
  it('writes nothing for the defaults', () => {
    expect(
      buildListSearch({ page: 1, with_genres: [], year: '', sort_by: 'popularity.desc' }),
    ).toBe('');
    expect(buildListSearch({})).toBe('');
  });

  it('writes only the values that differ from the defaults', () => {
    expect(buildListSearch({ with_genres: [28, 18], sort_by: 'popularity.desc', page: 1 })).toBe(
      '?with_genres=28,18',
    );
    expect(buildListSearch({ sort_by: 'vote_average.desc', page: 2 })).toBe(
      '?sort_by=vote_average.desc&page=2',
    );
    expect(
      buildListSearch(
        { with_genres: [35], year: '2010', sort_by: 'revenue.desc', page: 4 },
        { now: NOW },
      ),
    ).toBe('?with_genres=35&primary_release_year=2010&sort_by=revenue.desc&page=4');
  });

  it('drops an invalid year and caps the page at 500', () => {
    expect(buildListSearch({ year: '1800', page: 9999 }, { now: NOW })).toBe('?page=500');
  });

  it('names the year as told and adds extra parameters', () => {
    expect(
      buildListSearch(
        { year: '2005' },
        { yearKey: 'first_air_date_year', extra: { window: 'day', none: undefined }, now: NOW },
      ),
    ).toBe('?first_air_date_year=2005&window=day');
  });

  it('round-trips through parseListQuery', () => {
    const query = { page: 7, with_genres: [16, 10751], year: '1995', sort_by: 'vote_average.desc' };
    const search = buildListSearch(query, { now: NOW });
    expect(parseListQuery(new URLSearchParams(search), undefined, NOW)).toEqual(query);
  });
});

describe('countActiveFilters', () => {
  it('counts each genre, a year and a non-default sort', () => {
    expect(countActiveFilters({ with_genres: [], year: '', sort_by: 'popularity.desc' })).toBe(0);
    expect(
      countActiveFilters({ with_genres: [28, 12], year: '', sort_by: 'popularity.desc' }),
    ).toBe(2);
    expect(countActiveFilters({ with_genres: [28], year: '2010', sort_by: 'revenue.desc' })).toBe(
      3,
    );
  });
});

describe("TV's sorts", () => {
  it('reads and writes first_air_date.desc for TV, and never a movie-only sort', () => {
    const params = new URLSearchParams('sort_by=first_air_date.desc');
    expect(parseListQuery(params, ['first_air_date_year'], NOW, TV_SORT_OPTIONS).sort_by).toBe(
      'first_air_date.desc',
    );
    // The movies' parser does not know it.
    expect(parseListQuery(params, undefined, NOW).sort_by).toBe(DEFAULT_SORT);
    expect(parseSort('revenue.desc', TV_SORT_OPTIONS)).toBe(DEFAULT_SORT);
    expect(
      buildListSearch(
        { sort_by: 'first_air_date.desc', year: '2011' },
        { yearKey: 'first_air_date_year', sorts: TV_SORT_OPTIONS, now: NOW },
      ),
    ).toBe('?first_air_date_year=2011&sort_by=first_air_date.desc');
    expect(buildListSearch({ sort_by: 'revenue.desc' }, { sorts: TV_SORT_OPTIONS })).toBe('');
  });
});

describe('the services filter in the URL', () => {
  it('reads provider ids (pipes or commas) with a region, each id once', () => {
    expect(
      parseServices(new URLSearchParams('with_watch_providers=8|337|8&watch_region=US')),
    ).toEqual({ providers: [8, 337], region: 'US' });
    expect(parseServices(new URLSearchParams('with_watch_providers=8,9&watch_region=DE'))).toEqual({
      providers: [8, 9],
      region: 'DE',
    });
  });

  it.each([
    ['with_watch_providers=8'],
    ['watch_region=US'],
    ['with_watch_providers=8&watch_region=us'],
    ['with_watch_providers=netflix&watch_region=US'],
    ['with_watch_providers=0&watch_region=US'],
  ])('is off for %s', (query) => {
    expect(parseServices(new URLSearchParams(query))).toBeNull();
  });

  it('writes readable pipes after the other filters, and counts as one filter', () => {
    const query = {
      with_genres: [18],
      year: '',
      sort_by: DEFAULT_SORT,
      services: { providers: [8, 337], region: 'US' },
      page: 2,
    };
    expect(buildListSearch(query)).toBe(
      '?with_genres=18&with_watch_providers=8|337&watch_region=US&page=2',
    );
    expect(countActiveFilters(query)).toBe(2);
    expect(buildListSearch({ ...query, services: null, page: 1 })).toBe('?with_genres=18');
  });

  it('becomes TMDB discover parameters, streaming and free offers only', () => {
    const query = {
      page: 1,
      with_genres: [],
      year: '2011',
      sort_by: 'first_air_date.desc',
      services: { providers: [8, 337], region: 'US' },
    };
    expect(discoverParams(query, 'first_air_date_year')).toEqual({
      page: 1,
      sort_by: 'first_air_date.desc',
      first_air_date_year: '2011',
      with_watch_providers: '8|337',
      watch_region: 'US',
      with_watch_monetization_types: 'flatrate|free|ads',
    });
    expect(discoverParams({ ...query, services: null, year: '' }, 'first_air_date_year')).toEqual({
      page: 1,
      sort_by: 'first_air_date.desc',
    });
  });
});

describe('pageLimit', () => {
  it('gives the figures of a list of more than 500 pages, and nothing otherwise', () => {
    expect(pageLimit(12_453, 'en')).toEqual({ max: 500, reachable: '10,000', total: '12,453' });
    expect(pageLimit(10_000, 'en')).toBeNull();
    expect(pageLimit(undefined, 'en')).toBeNull();
  });
});

import {
  DEFAULT_SORT,
  buildListSearch,
  countActiveFilters,
  isValidYear,
  parseGenres,
  parseListQuery,
  parsePage,
  parseSort,
  parseYear,
} from '@/lib/listQuery';

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

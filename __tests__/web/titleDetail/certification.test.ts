import {
  NOT_RATED,
  movieCertification,
  tvCertification,
} from '@/features/titleDetail/certification';

describe('movieCertification', () => {
  it('takes the first non-empty certification among the US release dates', () => {
    expect(
      movieCertification({
        results: [
          { iso_3166_1: 'DE', release_dates: [{ certification: '18' }] },
          {
            iso_3166_1: 'US',
            release_dates: [
              { certification: '', type: 1 },
              { certification: ' R ', type: 3 },
              { certification: 'PG-13', type: 4 },
            ],
          },
        ],
      }),
    ).toBe('R');
  });

  it("falls back to 'NR' without a US entry, with only empty ones, or without release dates", () => {
    expect(
      movieCertification({
        results: [{ iso_3166_1: 'GB', release_dates: [{ certification: '15' }] }],
      }),
    ).toBe(NOT_RATED);
    expect(
      movieCertification({
        results: [{ iso_3166_1: 'US', release_dates: [{ certification: '' }] }],
      }),
    ).toBe('NR');
    expect(movieCertification({ results: [] })).toBe('NR');
    expect(movieCertification(undefined)).toBe('NR');
  });
});

describe('tvCertification', () => {
  it('takes the US content rating', () => {
    expect(
      tvCertification({
        results: [
          { iso_3166_1: 'BR', rating: '16' },
          { iso_3166_1: 'US', rating: 'TV-MA' },
        ],
      }),
    ).toBe('TV-MA');
  });

  it("falls back to 'NR' without a US rating", () => {
    expect(tvCertification({ results: [{ iso_3166_1: 'FR', rating: '12' }] })).toBe('NR');
    expect(tvCertification({ results: [{ iso_3166_1: 'US', rating: '  ' }] })).toBe('NR');
    expect(tvCertification(undefined)).toBe('NR');
  });
});

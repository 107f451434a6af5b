/** A rating and a diary entry of Heat, for tests that fill every persisted slice or data file section. */
export const tasteSample = () => ({
  ratings: {
    byTitle: {
      'movie-949': {
        media_id: 949,
        media_type: 'movie' as const,
        rating: 4.5,
        rated_at: '2026-11-21T10:00:00.000Z',
        details: { title: 'Heat', poster_path: null },
      },
    },
  },
  diary: {
    entries: {
      d1: {
        id: 'd1',
        media_id: 949,
        media_type: 'movie' as const,
        watched_on: '2026-11-20',
        rewatch: false,
        note: 'Second half\nbetter',
        logged_at: '2026-11-21T10:00:00.000Z',
        details: { title: 'Heat', poster_path: null, runtime: 170, genre_ids: [80, 18] },
      },
    },
  },
});

/** An invented collection in TMDB's shape: parts out of release order, one show, one undated part. */
import type { CollectionDetails } from '@common/tmdb';

import { collection, movie, show } from '../helpers/fixtures';

export const LANTERN_ID = 7001;

export const lanternSaga: CollectionDetails = {
  ...collection(LANTERN_ID, {
    name: 'Lantern Saga Collection',
    overview: 'Four stories about a lighthouse keeper and the town below.',
  }),
  parts: [
    movie(7103, { title: 'Lantern III: Low Tide', release_date: '2012-06-01' }),
    // TMDB leaves media_type out of some parts: they are movies.
    { ...movie(7101, { title: 'Lantern', release_date: '1998-03-20' }), media_type: undefined },
    movie(7104, { title: 'Lantern IV', release_date: '' }),
    show(7102, { name: 'Lantern: The Keepers', first_air_date: '2004-09-12' }),
  ],
};

/** The same collection with no backdrop and no overview. */
export const bareCollection: CollectionDetails = {
  ...collection(7002, { name: 'Quiet Harbour Collection', backdrop_path: null, overview: '' }),
  parts: [movie(7201, { title: 'Quiet Harbour', release_date: '2001-01-01' })],
};

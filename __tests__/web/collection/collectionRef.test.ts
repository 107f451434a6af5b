import { parseCollectionRef } from '@/features/collectionPage/collectionId';
import { partsInReleaseOrder } from '@/features/collectionPage/collectionParts';

import { movie, show } from '../helpers/fixtures';

describe('parseCollectionRef', () => {
  it.each([
    ['10', { kind: 'id', id: 10 }],
    ['star-wars-collection', { kind: 'name', name: 'star wars collection' }],
    ['--harry--potter-', { kind: 'name', name: 'harry potter' }],
    // Not numeric, so a name (spec): only digits are an id.
    ['10-star-wars', { kind: 'name', name: '10 star wars' }],
    [undefined, { kind: 'invalid', error: { id: 'No slug provided' } }],
    ['', { kind: 'invalid', error: { id: 'No slug provided' } }],
    ['-', { kind: 'invalid', error: { id: 'Invalid slug format' } }],
    ['0', { kind: 'invalid', error: { id: 'Invalid slug format' } }],
    ['99999999999999999999', { kind: 'invalid', error: { id: 'Invalid slug format' } }],
  ])('reads %p', (param, expected) => {
    expect(parseCollectionRef(param)).toEqual(expected);
  });
});

describe('partsInReleaseOrder', () => {
  it('puts dated parts oldest first, then undated ones in the order given', () => {
    const parts = partsInReleaseOrder([
      movie(1, { title: 'Undated A', release_date: undefined }),
      movie(2, { title: 'Late', release_date: '2010-05-01' }),
      show(3, { name: 'Early show', first_air_date: '1990-01-01' }),
      movie(4, { title: 'Undated B', release_date: 'soon' }),
      movie(5, { title: 'Same day', release_date: '2010-05-01' }),
    ]);
    expect(parts.map((part) => [part.title, part.type, part.year])).toEqual([
      ['Early show', 'tv', '1990'],
      ['Late', 'movie', '2010'],
      ['Same day', 'movie', '2010'],
      ['Undated A', 'movie', ''],
      ['Undated B', 'movie', ''],
    ]);
  });
});

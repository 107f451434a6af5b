import {
  SUGGESTIONS_SHOWN,
  mergeDidYouMean,
  mergeSuggestions,
  shortenedQuery,
  suggestionsAnnouncement,
  toSuggestion,
  typeLabel,
} from '@/lib/suggestions';
import { canOpen, canSuggest } from '@/lib/searchBox';
import { englishI18n } from '@/app/i18n';

import { collection, movie, person, show } from '../helpers/fixtures';

describe('when suggestions are asked for and shown', () => {
  it.each([
    ['', false, false],
    ['a', false, false],
    ['  a  ', false, false],
    ['ab', true, false],
    [' ab ', true, false],
    ['abc', true, true],
    ['😀😀', true, false],
    ['😀😀😀', true, true],
  ])('%j: ask %s, open %s', (query, ask, open) => {
    expect(canSuggest(query)).toBe(ask);
    expect(canOpen(query)).toBe(open);
  });
});

describe('shortenedQuery (spec: the first max(2, length - 2) characters)', () => {
  it.each([
    ['star wrs', 'star w'],
    ['godfahter', 'godfaht'],
    ['abcd', 'ab'],
    ['abc', 'ab'],
    ['  abcd  ', 'ab'],
    ['😀😀😀😀', '😀😀'],
  ])('%j -> %j', (query, shorter) => {
    expect(shortenedQuery(query)).toBe(shorter);
  });

  it.each(['', 'a', 'ab', ' ab '])('%j has nothing shorter to ask', (query) => {
    expect(shortenedQuery(query)).toBeNull();
  });

  it('never asks a query that ends up too short once trimmed', () => {
    // 'a bcd' -> 'a b' (3 characters) is fine; 'a bc' -> 'a ' trims to 'a', too short.
    expect(shortenedQuery('a bcd')).toBe('a b');
    expect(shortenedQuery('a bc')).toBeNull();
  });
});

describe('toSuggestion', () => {
  it('a movie: poster, title, year, detail path', () => {
    expect(toSuggestion(movie(550, { title: 'Fight Club', release_date: '1999-10-15' }))).toEqual({
      key: 'movie-550',
      id: 550,
      type: 'movie',
      title: 'Fight Club',
      imagePath: '/poster-550.jpg',
      year: '1999',
      path: '/movie/550-fight-club',
    });
  });

  it('a show: name and first-air year', () => {
    expect(
      toSuggestion(show(1399, { name: 'Game of Thrones', first_air_date: '2011-04-17' })),
    ).toMatchObject({ title: 'Game of Thrones', year: '2011', path: '/tv/1399-game-of-thrones' });
  });

  it('a person: profile picture, no year', () => {
    expect(toSuggestion(person(287, { name: 'Brad Pitt' }))).toMatchObject({
      type: 'person',
      imagePath: '/profile-287.jpg',
      year: '',
      path: '/actor/287-brad-pitt',
    });
  });

  it('a collection: its own page by id', () => {
    expect(
      toSuggestion({
        ...collection(10, { name: 'Star Wars Collection' }),
        media_type: 'collection',
      }),
    ).toMatchObject({ type: 'collection', year: '', path: '/collection/10' });
  });

  it('drops adult items, unknown types and items without a name', () => {
    expect(toSuggestion({ ...movie(1), adult: true })).toBeNull();
    expect(toSuggestion({ id: 2, media_type: 'company', name: 'Studio' })).toBeNull();
    expect(toSuggestion({ id: 3, title: 'No type' })).toBeNull();
    expect(toSuggestion(movie(4, { title: '' }))).toBeNull();
  });

  it('a missing or odd date gives no year; a missing image gives null', () => {
    expect(toSuggestion(movie(5, { release_date: '' }))?.year).toBe('');
    expect(toSuggestion(movie(6, { release_date: 'soon' }))?.year).toBe('');
    expect(toSuggestion(movie(7, { poster_path: null }))?.imagePath).toBeNull();
  });
});

describe('mergeSuggestions', () => {
  it('keeps ours first, then the others, without repeats by type and id', () => {
    const ours = [movie(1), show(1), person(2)];
    const theirs = [movie(1, { title: 'Other spelling' }), movie(3), show(2)];
    expect(mergeSuggestions([ours, theirs]).map((item) => [item.key, item.title])).toEqual([
      ['movie-1', 'Movie 1'],
      ['tv-1', 'Show 1'],
      ['person-2', 'Person 2'],
      ['movie-3', 'Movie 3'],
      ['tv-2', 'Show 2'],
    ]);
  });

  it('shows at most 5, after dropping adult content', () => {
    const many = [{ ...movie(1), adult: true }, ...[2, 3, 4, 5, 6, 7].map((id) => movie(id))];
    const merged = mergeSuggestions([many]);
    expect(merged).toHaveLength(SUGGESTIONS_SHOWN);
    expect(merged.map((item) => item.id)).toEqual([2, 3, 4, 5, 6]);
  });

  it('copes with a missing answer on either side', () => {
    expect(mergeSuggestions([undefined, [movie(1)]]).map((item) => item.id)).toEqual([1]);
    expect(mergeSuggestions([undefined, undefined])).toEqual([]);
  });
});

describe('mergeDidYouMean', () => {
  it('in order, without repeats or the query itself (ignoring case), at most 3', () => {
    expect(
      mergeDidYouMean(
        [
          ['The Godfather', 'godfahter', 'the godfather'],
          ['Godzilla', 'Gods', 'Goddess'],
        ],
        'GodFahter ',
      ),
    ).toEqual(['The Godfather', 'Godzilla', 'Gods']);
  });

  it('never offers a title the list already shows (ignoring case and spaces)', () => {
    expect(
      mergeDidYouMean(
        [['Breaking Bad', 'The Twilight Saga: Breaking Dawn', 'El Camino']],
        'brakng bda',
        ['breaking bad ', 'El Camino'],
      ),
    ).toEqual(['The Twilight Saga: Breaking Dawn']);
  });

  it('copes with missing answers and blank entries', () => {
    expect(mergeDidYouMean([undefined, ['  ', 'Amélie ']], 'amelie')).toEqual(['Amélie']);
  });
});

describe('labels', () => {
  it('names each type as the spec does', () => {
    const i18n = englishI18n();
    expect(
      ['movie', 'tv', 'person', 'collection'].map((type) => i18n._(typeLabel(type as never))),
    ).toEqual(['Movie', 'TV Show', 'Actor', 'Collection']);
  });

  it('announces a count, or that nothing was found', () => {
    const english = englishI18n();
    expect(suggestionsAnnouncement(english, 1, 'dune')).toBe(
      '1 suggestion, use the up and down arrows to choose',
    );
    expect(suggestionsAnnouncement(english, 5, 'dune')).toMatch(/^5 suggestions,/);
    expect(suggestionsAnnouncement(english, 0, 'dune')).toBe('No suggestions for dune');
  });
});

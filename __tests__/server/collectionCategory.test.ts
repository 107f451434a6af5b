/**
 * common/collectionCategory.ts, the collection classifier: the server runs it when it builds
 * /api/collections, and the Collections page filters by the category it gives.
 */
import { CATEGORY_LABELS, COLLECTION_CATEGORIES } from '../../common/collectionCategories';
import {
  categoriseCollection,
  classifyCollection,
  collectionSearchText,
} from '../../common/collectionCategory';
import { CATEGORY_KEYWORDS } from '../../common/collectionKeywords';

describe('the collection classifier', () => {
  it.each([
    ['The Avengers Collection', 'superhero'],
    ['Deadpool Collection Includes Deadpool & Wolverine (2024).', 'superhero'],
    ['Toy Story Collection', 'animation'],
    ['Die Hard Collection', 'action'],
    ['Harry Potter Collection', 'fantasy'],
    ['Halloween Collection', 'horror'],
    ['Star Wars Collection', 'scifi'],
    ['Alex Cross Collection', 'thriller'],
    ['American Pie Collection', 'comedy'],
    ['Dollars Trilogy', 'western'],
    ['Ip Man Collection', 'martial_arts'],
    ['High School Musical Collection', 'musical'],
    ['James Bond Collection', 'spy'],
    ['The Godfather Collection', 'crime'],
    ['Rocky Collection', 'sports'],
    ['Bridget Jones Collection', 'romance'],
    ['Paddington Collection', 'family'],
    ['Indiana Jones Collection', 'adventure'],
    ['Twister Collection', 'disaster'],
  ])('%s is %s', (text, category) => {
    expect(classifyCollection(text)).toBe(category);
  });

  it('falls back to genre words in the overview', () => {
    expect(classifyCollection('The Zorblat Saga A haunted house and a demonic doll.')).toBe(
      'horror',
    );
    expect(classifyCollection('Quux Films Cowboys ride across the frontier.')).toBe('western');
  });

  it('reads genre names as well as the text', () => {
    expect(classifyCollection('Quux Films', ['War'])).toBe('war');
    expect(classifyCollection('Quux Films', ['Comedy'])).toBe('comedy');
  });

  it('prefers a franchise name over a genre word anywhere in the text', () => {
    expect(classifyCollection('The Avengers Collection An action-packed team-up.')).toBe(
      'superhero',
    );
  });

  it('tries categories in order: the first that matches wins', () => {
    // Both comedy and romance words: comedy comes first in the list.
    expect(classifyCollection('Quux Films A romantic comedy.')).toBe('comedy');
  });

  it('matches whole words only, whatever the case', () => {
    expect(classifyCollection('WARRIORS of Quux')).toBe('all');
    expect(classifyCollection('Star WARS Collection')).toBe('scifi');
    expect(classifyCollection('Blade Runner Collection')).toBe('scifi');
  });

  it('gives all when nothing matches', () => {
    expect(classifyCollection('Eine fast perfekte... Trilogie')).toBe('all');
    expect(classifyCollection('')).toBe('all');
  });

  it('has a label and keywords for every category', () => {
    expect(COLLECTION_CATEGORIES).toHaveLength(20);
    for (const category of COLLECTION_CATEGORIES) {
      expect(CATEGORY_LABELS[category]).toBeTruthy();
      expect(CATEGORY_KEYWORDS[category].franchises.length).toBeGreaterThan(0);
      expect(CATEGORY_KEYWORDS[category].terms.length).toBeGreaterThan(0);
    }
  });

  it('builds a collection item: media_type collection, title from name, search text and category', () => {
    const item = categoriseCollection({
      id: 10,
      name: 'Star Wars Collection',
      overview: 'Includes Star Wars (1977).',
      poster_path: '/p.jpg',
    });
    expect(item).toMatchObject({
      id: 10,
      media_type: 'collection',
      title: 'Star Wars Collection',
      searchText: 'Star Wars Collection Includes Star Wars (1977).',
      category: 'scifi',
    });
    expect(collectionSearchText({ name: 'Quux', overview: null })).toBe('Quux');
  });
});

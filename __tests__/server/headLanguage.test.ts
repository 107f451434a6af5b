/**
 * The server's words for a page's head (server/render/headLanguage.ts): the language's catalogue as
 * the repository holds it (src/locales), looked up by the English of the common/ functions' messages,
 * with placeholders and plurals filled in; English as written; a catalogue that cannot be read gives
 * English words and says why, and is read again next time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { NOT_FOUND_TITLE } from '../../common/pagePaths';
import { actorDescription } from '../../common/personDescriptions';
import { CATALOGUE_DIR, pageI18n } from '../../server/render/headLanguage';

describe("the head's words on the server", () => {
  it('reads a language from its catalogue, plurals and placeholders filled in', async () => {
    const german = await pageI18n('de');
    expect(german._(NOT_FOUND_TITLE)).toBe('Seite nicht gefunden');
    expect(
      actorDescription(german, { name: 'Brad Pitt', department: 'Acting', movies: 1, shows: 2 }),
    ).toBe(
      'Brad Pitt (Schauspiel): 1 Film und 2 Serien, mit Biografie und Links zu sozialen Netzwerken.',
    );
    // Made once per language.
    expect(await pageI18n('de')).toBe(german);
  });

  it('writes English as the messages are written, a department TMDB does not name as it came', async () => {
    const english = await pageI18n('en');
    expect(english._(NOT_FOUND_TITLE)).toBe('Page not found');
    expect(
      actorDescription(english, {
        name: 'A',
        department: 'Costume & Make-Up',
        movies: 0,
        shows: 1,
      }),
    ).toBe(
      'A, known for costume & make-up: 0 movies and 1 TV show, with biography and social links.',
    );
    expect(
      actorDescription(english, { name: 'B', department: 'Puppetry', movies: 2, shows: 0 }),
    ).toBe('B, known for puppetry: 2 movies and 0 TV shows, with biography and social links.');
  });

  it('gives English words when a catalogue cannot be read, and reads it again next time', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-locales-'));
    try {
      const errors: unknown[] = [];
      const onError = (error: unknown) => errors.push(error);
      const missing = await pageI18n('fr', { dir, onError });
      expect(missing._(NOT_FOUND_TITLE)).toBe('Page not found');
      expect(errors).toHaveLength(1);
      fs.mkdirSync(path.join(dir, 'fr'));
      fs.copyFileSync(
        path.join(CATALOGUE_DIR, 'fr', 'messages.po'),
        path.join(dir, 'fr', 'messages.po'),
      );
      const french = await pageI18n('fr', { dir, onError });
      expect(french._(NOT_FOUND_TITLE)).toBe('Page introuvable');
      expect(errors).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

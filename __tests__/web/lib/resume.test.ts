import { englishI18n } from '@/app/i18n';
import { continueWatchingPath, resumeLabel, resumePercent, resumeTitle } from '@/lib/resume';
import type { ResumeEntry } from '@/lib/resume';

const tv = (details: ResumeEntry['details']): ResumeEntry => ({
  media_id: 1399,
  media_type: 'tv',
  details,
});
const movie = (details: ResumeEntry['details']): ResumeEntry => ({
  media_id: 550,
  media_type: 'movie',
  details,
});

describe('continueWatchingPath', () => {
  it('sends a show with a known last episode to that episode’s player', () => {
    expect(
      continueWatchingPath(
        tv({ name: 'Game of Thrones', last_episode: { season: 2, episode: 5 } }),
      ),
    ).toBe('/player/tv/1399-game-of-thrones/2/5');
  });

  it('sends a show without a known episode to its own page, not to a player that redirects', () => {
    expect(continueWatchingPath(tv({ name: 'Game of Thrones' }))).toBe('/tv/1399-game-of-thrones');
  });

  it('sends a movie to the movie player, ignoring any stray episode', () => {
    expect(continueWatchingPath(movie({ title: 'Fight Club' }))).toBe(
      '/player/movie/550-fight-club',
    );
    expect(
      continueWatchingPath(movie({ title: 'Fight Club', last_episode: { season: 1, episode: 2 } })),
    ).toBe('/player/movie/550-fight-club');
  });

  it('falls back to the bare id when no title was stored, and slugs odd titles', () => {
    expect(continueWatchingPath(movie({}))).toBe('/player/movie/550');
    expect(continueWatchingPath(tv({ last_episode: { season: 1, episode: 1 } }))).toBe(
      '/player/tv/1399/1/1',
    );
    expect(continueWatchingPath(tv({}))).toBe('/tv/1399');
    expect(continueWatchingPath(movie({ title: 'Amélie: Part_2!' }))).toBe(
      '/player/movie/550-amelie-part-2',
    );
  });

  it('uses a movie’s title before its name', () => {
    expect(continueWatchingPath(movie({ title: 'Fight Club', name: 'Other' }))).toBe(
      '/player/movie/550-fight-club',
    );
  });
});

describe('resumeLabel and resumeTitle', () => {
  it.each<[string, ResumeEntry, string]>([
    [
      'a show at a known episode',
      tv({ last_episode: { season: 3, episode: 10 } }),
      'Resume S3 E10',
    ],
    [
      'a show without one, by first air year',
      tv({ first_air_date: '2011-04-17' }),
      'Resume · 2011',
    ],
    ['a movie, by release year', movie({ release_date: '1999-10-15' }), 'Resume · 1999'],
    [
      'a movie with a stray episode',
      movie({ release_date: '1999-10-15', last_episode: { season: 1, episode: 1 } }),
      'Resume · 1999',
    ],
    ['a title with no known date', movie({ release_date: 'soon' }), 'Resume'],
    ['a title with nothing stored', tv({}), 'Resume'],
  ])('%s', (_label, entry, text) => {
    expect(resumeLabel(englishI18n(), entry)).toBe(text);
  });

  it('reads the stored title or name, empty when neither was kept', () => {
    expect(resumeTitle(movie({ title: 'Fight Club' }))).toBe('Fight Club');
    expect(resumeTitle(tv({ name: 'Game of Thrones' }))).toBe('Game of Thrones');
    expect(resumeTitle(tv({}))).toBe('');
  });
});

describe('resumePercent', () => {
  const shows = { '1399': { season: 2, episode: 5, percent: 60 } };
  const percents = { 'movie-550': 35, 'tv-1399': 12 };

  it("reads a movie's percent", () => {
    expect(resumePercent(movie({ title: 'Fight Club' }), percents, shows)).toBe(35);
    expect(resumePercent(movie({ title: 'Fight Club' }), {}, shows)).toBeUndefined();
  });

  it("reads a show's last episode's own percent when it is the episode the entry resumes", () => {
    const entry = tv({ name: 'Game of Thrones', last_episode: { season: 2, episode: 5 } });
    expect(resumePercent(entry, percents, shows)).toBe(60);
    const other = tv({ name: 'Game of Thrones', last_episode: { season: 2, episode: 4 } });
    expect(resumePercent(other, percents, shows)).toBeUndefined();
    expect(resumePercent(tv({ name: 'Game of Thrones' }), percents, shows)).toBeUndefined();
  });
});

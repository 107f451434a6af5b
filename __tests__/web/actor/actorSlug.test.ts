import { englishI18n } from '@/app/i18n';
import { actorSlugTarget } from '@/features/actor/actorSlug';
import { errorCode } from '@/features/actor/useActorLookup';
import { socialLinks } from '@/features/actor/socialLinks';

describe('actor slugs', () => {
  it.each([
    ['287-brad-pitt', 287],
    ['287', 287],
    ['287-', 287],
  ])('%p names person %i', (slug, id) => {
    expect(actorSlugTarget(slug)).toEqual({ kind: 'id', id });
  });

  it.each([
    ['brad-pitt', 'brad pitt'],
    ['nobody--by-this-name', 'nobody by this name'],
    ['123abc', '123abc'],
    ['zoë-kravitz', 'zoë kravitz'],
  ])('%p is searched for as %p', (slug, name) => {
    expect(actorSlugTarget(slug)).toEqual({ kind: 'name', name });
  });

  it.each([
    [undefined, 'No slug provided'],
    ['', 'No slug provided'],
    ['-', 'Invalid slug format'],
    ['---', 'Invalid slug format'],
    ['0-nobody', 'Invalid slug format'],
  ])('%p is refused with %p', (slug, error) => {
    const target = actorSlugTarget(slug);
    expect(target.kind).toBe('invalid');
    expect(target.kind === 'invalid' && englishI18n()._(target.error)).toBe(error);
  });
});

describe('the Error Code line', () => {
  it('is the HTTP status, else the failure code, else Unknown', () => {
    expect(errorCode({ status: 503, data: {} })).toBe('503');
    expect(errorCode({ status: 'FETCH_ERROR', error: 'TypeError: failed' })).toBe('FETCH_ERROR');
    expect(errorCode(new Error('boom'))).toBe('Unknown');
    expect(errorCode(undefined)).toBe('Unknown');
  });
});

describe('social links', () => {
  it('links each known site in a fixed order, IMDb last', () => {
    const links = socialLinks({
      imdb_id: 'nm0000001',
      external_ids: {
        youtube_id: 'someone',
        twitter_id: '@someone',
        instagram_id: 'some.one',
        facebook_id: 'someone.page',
        tiktok_id: 'some_one',
      },
    });
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['Instagram', 'https://www.instagram.com/some.one/'],
      ['X (Twitter)', 'https://x.com/someone'],
      ['Facebook', 'https://www.facebook.com/someone.page'],
      ['TikTok', 'https://www.tiktok.com/@some_one'],
      ['YouTube', 'https://www.youtube.com/@someone'],
      ['IMDb', 'https://www.imdb.com/name/nm0000001/'],
    ]);
  });

  it('links a YouTube channel id as a channel', () => {
    const [link] = socialLinks({ external_ids: { youtube_id: 'UCabcdefghijklmnopqrstuv' } });
    expect(link?.href).toBe('https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv');
  });

  it('leaves out missing ids and anything that is not a plain handle', () => {
    expect(
      socialLinks({
        imdb_id: 'javascript:alert(1)',
        external_ids: {
          instagram_id: null,
          twitter_id: '',
          facebook_id: 'https://evil.example/x',
          tiktok_id: 'two words',
        },
      }),
    ).toEqual([]);
    expect(socialLinks({})).toEqual([]);
  });
});

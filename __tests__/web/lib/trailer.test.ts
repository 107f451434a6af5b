import type { Video } from '@common/tmdb';
import { YOUTUBE_EMBED_ORIGIN, pickTrailer, youtubeTrailerUrl } from '@/lib/youtube';

const video = (key: string, type: string, official: boolean, site = 'YouTube'): Video => ({
  key,
  name: `Video ${key}`,
  type,
  site,
  official,
});

const officialTrailer = video('offTrailer1', 'Trailer', true);
const trailer = video('fanTrailer1', 'Trailer', false);
const officialTeaser = video('offTeaser01', 'Teaser', true);
const teaser = video('fanTeaser01', 'Teaser', false);
const clip = video('someClip001', 'Clip', true);
const featurette = video('featurette1', 'Featurette', false);

describe('pickTrailer', () => {
  it('ranks official Trailer > Trailer > official Teaser > Teaser > any other video', () => {
    const all = [featurette, clip, teaser, officialTeaser, trailer, officialTrailer];
    expect(pickTrailer(all)).toBe(officialTrailer);
    expect(pickTrailer(all.filter((v) => v !== officialTrailer))).toBe(trailer);
    expect(pickTrailer([featurette, clip, teaser, officialTeaser])).toBe(officialTeaser);
    expect(pickTrailer([featurette, clip, teaser])).toBe(teaser);
    expect(pickTrailer([featurette, clip])).toBe(clip);
    expect(pickTrailer([featurette])).toBe(featurette);
  });

  it('keeps TMDB’s order between equals', () => {
    const second = video('offTrailer2', 'Trailer', true);
    expect(pickTrailer([officialTrailer, second])).toBe(officialTrailer);
    expect(pickTrailer([second, officialTrailer])).toBe(second);
  });

  it('skips videos on other sites and keys that are not YouTube ids', () => {
    const vimeo = video('123456789', 'Trailer', true, 'Vimeo');
    const badKey = video('bad key/../x', 'Trailer', true);
    const tooShort = video('abc', 'Trailer', true);
    expect(pickTrailer([vimeo, badKey, tooShort, teaser])).toBe(teaser);
    expect(pickTrailer([vimeo, badKey, tooShort])).toBeUndefined();
  });

  it('is undefined without videos', () => {
    expect(pickTrailer([])).toBeUndefined();
    expect(pickTrailer(undefined)).toBeUndefined();
  });
});

describe('youtubeTrailerUrl', () => {
  it('is the no-cookie embed with the IFrame API on, answering to the page’s origin only', () => {
    const url = new URL(youtubeTrailerUrl('offTrailer1', 'http://localhost:3000'));
    expect(url.origin).toBe(YOUTUBE_EMBED_ORIGIN);
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/offTrailer1');
    expect(url.searchParams.get('enablejsapi')).toBe('1');
    expect(url.searchParams.get('origin')).toBe('http://localhost:3000');
    expect(url.searchParams.get('autoplay')).toBeNull();
  });

  it('encodes the key into the path', () => {
    expect(new URL(youtubeTrailerUrl('a/b?c', 'https://site.example')).pathname).toBe(
      '/embed/a%2Fb%3Fc',
    );
  });
});

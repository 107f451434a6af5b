import type { PersonDetails } from '@common/tmdb';

export type SocialSite = 'instagram' | 'twitter' | 'facebook' | 'tiktok' | 'youtube' | 'imdb';

export interface SocialLink {
  site: SocialSite;
  /** The site's name as a visitor knows it. */
  label: string;
  href: string;
}

/** A handle as these sites spell them; anything else (a URL, a space) is not linked. */
const HANDLE = /^[A-Za-z0-9._-]{1,100}$/;
const IMDB_PERSON = /^nm\d{1,12}$/;
/** A YouTube channel id (UC and 22 more characters), rather than a handle. */
const YOUTUBE_CHANNEL = /^UC[A-Za-z0-9_-]{22}$/;

/* eslint-disable lingui/no-unlocalized-strings -- the sites' own names (brands), not translated */
const SITES: readonly {
  site: Exclude<SocialSite, 'imdb'>;
  field: 'instagram_id' | 'twitter_id' | 'facebook_id' | 'tiktok_id' | 'youtube_id';
  label: string;
  href: (handle: string) => string;
}[] = [
  {
    site: 'instagram',
    field: 'instagram_id',
    label: 'Instagram',
    href: (h) => `https://www.instagram.com/${h}/`,
  },
  { site: 'twitter', field: 'twitter_id', label: 'X (Twitter)', href: (h) => `https://x.com/${h}` },
  {
    site: 'facebook',
    field: 'facebook_id',
    label: 'Facebook',
    href: (h) => `https://www.facebook.com/${h}`,
  },
  {
    site: 'tiktok',
    field: 'tiktok_id',
    label: 'TikTok',
    href: (h) => `https://www.tiktok.com/@${h}`,
  },
  {
    site: 'youtube',
    field: 'youtube_id',
    label: 'YouTube',
    href: (h) =>
      YOUTUBE_CHANNEL.test(h)
        ? `https://www.youtube.com/channel/${h}`
        : `https://www.youtube.com/@${h}`,
  },
];

/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A person's social profiles and IMDb page from TMDB's external ids, in a fixed order. Ids that are
 * not plain handles are left out rather than linked to somewhere unexpected.
 */
export function socialLinks(person: Pick<PersonDetails, 'external_ids' | 'imdb_id'>): SocialLink[] {
  const ids = person.external_ids ?? {};
  const links: SocialLink[] = [];
  for (const { site, field, label, href } of SITES) {
    const handle = ids[field]?.trim().replace(/^@/, '');
    if (handle && HANDLE.test(handle)) links.push({ site, label, href: href(handle) });
  }
  const imdb = (ids.imdb_id ?? person.imdb_id)?.trim();
  if (imdb && IMDB_PERSON.test(imdb)) {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a brand
    links.push({ site: 'imdb', label: 'IMDb', href: `https://www.imdb.com/name/${imdb}/` });
  }
  return links;
}

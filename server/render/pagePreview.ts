/**
 * What a page of the app says about itself before the app runs, in the page's language: for a movie,
 * show, actor or collection, its title, a description written from its facts (never its overview or
 * biography: DECISIONS "Content"), its canonical path and an image; for any other page, or when the
 * catalogue does not know the id, fails or is slow, the site's generic head.
 *
 * The facts come from the same catalogue call the page itself makes first (common/pageData), through
 * the same answer (server/shared/renderAnswers.ts: the API's own, from the same source and cache): a
 * preview of a page someone has opened costs no upstream call.
 */
import type { I18n } from '@lingui/core';

import { pageDataPaths, pageNameSearch, pageSubjectPaths } from '../../common/pageData';
import { NOT_FOUND_TITLE } from '../../common/pagePaths';
import { detailDescription } from '../../common/pageDescriptions';
import { backdropAlt, photoAlt, posterAlt } from '../../common/imageText';
import { actorDescription, collectionDescription } from '../../common/personDescriptions';
import { detailPageTitle, tabTitle, toSlug } from '../../common/pageText';
import { genericDescription } from '../../common/previewText';
import { personTitleCount } from '../../common/personCredits';
import type { CollectionDetails, Genre, PersonDetails } from '../../common/tmdb';
import type { RenderAnswers } from '../shared/renderAnswers';
import type { PageHead, PageImage } from './pageHead';

/** The pages a search engine may list (sitemap.xml), which are also their own canonical URLs. */
export const LIST_PAGES: readonly string[] = [
  '/',
  '/movies',
  '/tv-shows',
  '/trending',
  '/fan-favorites',
  '/airing-shows',
  '/collections',
  '/terms',
  '/privacy',
  '/cookies',
  '/FAQ',
  '/AdBlockers',
];
const LIST_PAGE_SET = new Set(LIST_PAGES);

/** The path when it is one of the list pages (its own canonical URL), else null. */
export function listPagePath(pathname: string): string | null {
  return LIST_PAGE_SET.has(pathname) ? pathname : null;
}

export interface PreviewOptions {
  siteName: string;
  /** The page's language: its words are written in it (server/render/headLanguage.ts). */
  i18n: I18n;
  /** The image CDN's base (`{base}/{size}{path}`), or null: no image. */
  imageBaseUrl: string | null;
  /** The page's language for TMDB (common/locales.ts catalogueLanguage): its calls are asked in it. */
  language?: string;
}

/** A catalogue call (below /api/tmdb) in `language`, as the page's own store asks it; as is without. */
export function callInLanguage(call: string, language: string | undefined): string {
  if (!language) return call;
  return `${call}${call.includes('?') ? '&' : '?'}language=${encodeURIComponent(language)}`;
}

/** A page with a preview of its own: its kind and the id in its path. */
export interface PreviewTarget {
  kind: 'movie' | 'tv' | 'actor' | 'collection';
  /** The catalogue call its page makes first, below /api/tmdb ('movie/550?append_to_response=…'). */
  call: string;
}

/** The page's preview target, or null for a page that gets the generic head. */
export function previewTarget(pathname: string): PreviewTarget | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 2 || pathname.endsWith('/')) return null;
  const kind = segments[0];
  if (kind !== 'movie' && kind !== 'tv' && kind !== 'actor' && kind !== 'collection') return null;
  const [call] = pageDataPaths(pathname);
  return call ? { kind, call } : null;
}

/** The head of a page that has none of its own (or whose facts could not be read). */
export function genericHead(pathname: string, { siteName, i18n }: PreviewOptions): PageHead {
  return {
    title: siteName,
    cardTitle: siteName,
    description: genericDescription(i18n),
    path: listPagePath(pathname),
    ogType: 'website',
    image: null,
  };
}

/** The head of the not-found page, whatever the address: its title says so from the first byte. */
export function notFoundHead({ siteName, i18n }: PreviewOptions): PageHead {
  const title = i18n._(NOT_FOUND_TITLE);
  return {
    title: tabTitle(title, siteName),
    cardTitle: title,
    description: genericDescription(i18n),
    path: null,
    ogType: 'website',
    image: null,
  };
}

/** An image path as TMDB writes them ('/abc123.jpg'); anything else is not put in a URL. */
const IMAGE_PATH = /^\/[A-Za-z0-9._-]{1,200}$/;

function image(
  options: PreviewOptions,
  candidates: [path: unknown, size: string, alt: string, wide: boolean][],
): PageImage | null {
  if (!options.imageBaseUrl) return null;
  for (const [path, size, alt, wide] of candidates) {
    if (typeof path === 'string' && IMAGE_PATH.test(path)) {
      return { url: `${options.imageBaseUrl}/${size}${path}`, alt, wide };
    }
  }
  return null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const yearOf = (date: unknown): string =>
  typeof date === 'string' && /^\d{4}/.test(date) ? date.slice(0, 4) : '';

interface TitleBody {
  id?: unknown;
  title?: unknown;
  name?: unknown;
  release_date?: unknown;
  first_air_date?: unknown;
  genres?: unknown;
  number_of_seasons?: unknown;
  poster_path?: unknown;
  backdrop_path?: unknown;
}

function titleHead(
  kind: 'movie' | 'tv',
  id: number,
  body: TitleBody,
  options: PreviewOptions,
): PageHead | null {
  const title = text(kind === 'movie' ? body.title : body.name);
  if (!title) return null;
  const year = yearOf(kind === 'movie' ? body.release_date : body.first_air_date);
  const genres = Array.isArray(body.genres)
    ? (body.genres as Genre[]).filter((genre) => typeof genre?.name === 'string')
    : [];
  const seasons = typeof body.number_of_seasons === 'number' ? body.number_of_seasons : undefined;
  const pageTitle = detailPageTitle(title, year);
  const { i18n } = options;
  return {
    title: tabTitle(pageTitle, options.siteName),
    cardTitle: pageTitle,
    description: detailDescription(i18n, {
      type: kind,
      title,
      year,
      genres,
      numberOfSeasons: seasons,
      siteName: options.siteName,
    }),
    path: `/${kind}/${toSlug(id, title)}`,
    ogType: kind === 'movie' ? 'video.movie' : 'video.tv_show',
    image: image(options, [
      [body.backdrop_path, 'w1280', backdropAlt(i18n, title), true],
      [body.poster_path, 'w500', posterAlt(i18n, title), false],
    ]),
  };
}

function actorHead(id: number, person: Partial<PersonDetails>, options: PreviewOptions) {
  const name = text(person.name);
  if (!name) return null;
  const department = text(person.known_for_department) || undefined;
  return {
    title: tabTitle(name, options.siteName),
    cardTitle: name,
    description: actorDescription(options.i18n, {
      name,
      department,
      movies: personTitleCount(person.combined_credits, 'movie'),
      shows: personTitleCount(person.combined_credits, 'tv'),
    }),
    path: `/actor/${toSlug(id, name)}`,
    ogType: 'profile' as const,
    image: image(options, [[person.profile_path, 'h632', photoAlt(options.i18n, name), false]]),
  };
}

function collectionHead(
  id: number,
  collection: Partial<CollectionDetails>,
  options: PreviewOptions,
) {
  const name = text(collection.name);
  if (!name) return null;
  const parts = Array.isArray(collection.parts) ? collection.parts.length : 0;
  return {
    title: tabTitle(name, options.siteName),
    cardTitle: name,
    description: collectionDescription(options.i18n, name, parts),
    path: `/collection/${id}`,
    ogType: 'website' as const,
    image: image(options, [
      [collection.backdrop_path, 'w1280', backdropAlt(options.i18n, name), true],
      [collection.poster_path, 'w500', posterAlt(options.i18n, name), false],
    ]),
  };
}

/** What a preview read: the head, and whether it is settled (found, or the id is unknown). */
export interface Preview {
  head: PageHead;
  /** False when the catalogue failed or was slow: worth asking again soon. */
  settled: boolean;
  /** The catalogue knows no such id (its 404): the page's address names nothing. */
  missing?: boolean;
}

/** What the catalogue answered one call of a page: its body, unknown (404), or no answer to rely on. */
type PreviewAnswer =
  | { kind: 'found'; body: Record<string, unknown> }
  | { kind: 'missing' }
  /** It failed or was slow (the call itself goes on and fills the cache): worth asking again soon. */
  | { kind: 'unsettled' };

/** The catalogue's answer to one of a page's calls, within `timeoutMs`. Never rejects. */
async function answerOf(
  answers: RenderAnswers,
  call: string,
  timeoutMs: number,
): Promise<PreviewAnswer> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const slow = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    // The API's own answer, as the page's render asks it (a TMDB 404, thrown or not, is a 404).
    const answer = await Promise.race([answers.answer(`/api/tmdb/${call}`), slow]);
    if (!answer) return { kind: 'unsettled' };
    if (answer.status === 404) return { kind: 'missing' };
    // Anything else (429, 5xx, a call no route takes) may pass.
    if (answer.status !== 200 || !answer.body) return { kind: 'unsettled' };
    return {
      kind: 'found',
      body: JSON.parse(answer.body.toString('utf8')) as Record<string, unknown>,
    };
  } catch {
    return { kind: 'unsettled' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The head of the page at `pathname`. Never rejects: an unknown id, a catalogue that fails or takes
 * longer than `timeoutMs` gives the generic head (the call itself goes on and fills the cache).
 *
 * A page below a title or person (a season, an episode's player, a filmography) has the generic head,
 * but what it names is looked up all the same: a season or episode the catalogue does not hold is
 * the not-found page, as an unknown title is, and so is a person or collection named by a name that
 * a search finds no one for.
 */
export async function pagePreview(
  api: RenderAnswers,
  pathname: string,
  options: PreviewOptions & { timeoutMs: number },
): Promise<Preview> {
  const generic = genericHead(pathname, options);
  const notFound = { head: notFoundHead(options), settled: true, missing: true };
  const target = previewTarget(pathname);
  if (!target) {
    const search = pageNameSearch(pathname);
    const [subjects, searched] = await Promise.all([
      Promise.all(
        pageSubjectPaths(pathname).map((call) =>
          answerOf(api, callInLanguage(call, options.language), options.timeoutMs),
        ),
      ),
      search ? answerOf(api, callInLanguage(search, options.language), options.timeoutMs) : null,
    ]);
    const answers = searched ? [...subjects, searched] : subjects;
    // A name a search finds no one for names nothing (the page takes the search's first hit).
    const nobody =
      searched?.kind === 'found' &&
      Array.isArray(searched.body.results) &&
      searched.body.results.length === 0;
    if (nobody || answers.some((answer) => answer.kind === 'missing')) return notFound;
    return { head: generic, settled: answers.every((answer) => answer.kind === 'found') };
  }
  const answer = await answerOf(
    api,
    callInLanguage(target.call, options.language),
    options.timeoutMs,
  );
  if (answer.kind === 'missing') return notFound;
  if (answer.kind === 'unsettled') return { head: generic, settled: false };
  const id = Number(target.call.split('?')[0]!.split('/')[1]);
  const body = answer.body;
  const head =
    target.kind === 'movie' || target.kind === 'tv'
      ? titleHead(target.kind, id, body, options)
      : target.kind === 'actor'
        ? actorHead(id, body, options)
        : collectionHead(id, body, options);
  return { head: head ?? generic, settled: true };
}

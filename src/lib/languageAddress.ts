import { localePath, splitLocalePath } from '@common/locales';
import type { LocaleTag } from '@common/locales';

/**
 * The address of the page now open in `tag`: English at its plain address, any other language under
 * its prefix (common/locales.ts), so the next page comes from the server in that language. Settings'
 * choice of language and the notice of one chosen on another device both load it.
 */
export function addressIn(tag: LocaleTag, location: Pick<Location, 'pathname' | 'search'>): string {
  const { path } = splitLocalePath(location.pathname);
  return `${tag === 'en' ? path : localePath(tag, path)}${location.search}`;
}

/**
 * The description of a page without one of its own, which only the server writes into a page's head
 * (server/render/pagePreview.ts), in the page's language. Written without Lingui's macro, as every
 * text of the head: see ./pageDescriptions.
 */
import type { I18n } from '@lingui/core';

/** The sentence of every page without its own: in English, the built index.html's. */
export function genericDescription(i18n: I18n): string {
  return i18n._({
    id: 'Discover movies and TV shows: what is trending, popular and airing, and where to watch it.',
    message:
      'Discover movies and TV shows: what is trending, popular and airing, and where to watch it.',
  });
}

/**
 * What an image of a page shows, for who cannot see it, in the page's language: the app's `alt` texts
 * and the server's card tags (`og:image:alt`) alike. Apart from ./pageDescriptions, whose words only
 * the title page's head needs, since a poster's is in the title page's first paint. Written without
 * Lingui's macro, as every text of the head: see ./pageDescriptions.
 */
import type { I18n } from '@lingui/core';

/** A title's (or a collection's) poster: 'Poster of Fight Club'. */
export function posterAlt(i18n: I18n, title: string): string {
  return i18n._({ id: 'Poster of {title}', message: 'Poster of {title}', values: { title } });
}

/** A title's or a collection's backdrop: 'Backdrop of Fight Club'. */
export function backdropAlt(i18n: I18n, title: string): string {
  return i18n._({ id: 'Backdrop of {title}', message: 'Backdrop of {title}', values: { title } });
}

/** A person's photo: 'Photo of Brad Pitt'. */
export function photoAlt(i18n: I18n, name: string): string {
  return i18n._({ id: 'Photo of {name}', message: 'Photo of {name}', values: { name } });
}

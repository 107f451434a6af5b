/**
 * The words a page says about itself in the document head (its tab title and meta description) and
 * its canonical slug, written from facts only (never a title's overview or a person's biography:
 * DECISIONS "Content"). Shared so that the app's head and the server's link previews say the same.
 */

/** The browser tab's title for a page: `{page} · {site name}`. */
export function tabTitle(page: string, siteName: string): string {
  return `${page} · ${siteName}`;
}

/**
 * A detail path slug: the numeric id, a hyphen, then the title lower-cased with spaces and underscores
 * turned to hyphens, other symbols removed, repeated hyphens collapsed and edge hyphens trimmed (spec).
 */
export function toSlug(id: number, title?: string | null): string {
  const words = (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return words ? `${id}-${words}` : String(id);
}

/** The page title of a detail page: 'Fight Club (1999)', or the title alone without a year. */
export function detailPageTitle(title: string, year: string): string {
  return year ? `${title} (${year})` : title;
}

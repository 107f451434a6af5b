const lists = new Map<string, Intl.ListFormat>();

/**
 * Names in a sentence, in the page's language: 'A, B and C', 'A, B und C', 'A、B、C', 'A وB وC'
 * (issue 35), one Intl.ListFormat per language. English keeps the list without a comma before 'and',
 * as the app has always written it (en-GB's pattern, which is that). Apart from lib/intlFormats, as
 * only a few pages off the first load list names.
 */
export function formatList(items: readonly string[], locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : locale;
  let list = lists.get(tag);
  if (!list) {
    list = new Intl.ListFormat(tag);
    lists.set(tag, list);
  }
  return list.format(items);
}

/** A window.matchMedia (jsdom has none) answering `matches(query)` for every query. */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false) {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

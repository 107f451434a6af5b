/**
 * The browser's IntersectionObserver, which jsdom lacks (nothing is laid out there): it records what
 * the page watches, and the test says when a watched element comes near the screen. A test file puts
 * it on `window` (Object.defineProperty) and removes it after.
 */
export class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
  /** Every element being watched, by any observer. */
  static watching(): Element[] {
    return FakeIntersectionObserver.all.flatMap((observer) => [...observer.watched]);
  }
  /** Those elements (every watched one if none is named) come within the observers' margin. */
  static bringNear(...elements: Element[]) {
    for (const observer of FakeIntersectionObserver.all) {
      const near = [...observer.watched].filter(
        (target) => elements.length === 0 || elements.includes(target),
      );
      const entries = near.map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) {
        observer.callback(entries, observer as unknown as IntersectionObserver);
      }
    }
  }
}

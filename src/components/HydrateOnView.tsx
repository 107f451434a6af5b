import { Suspense, createElement, isValidElement, memo, use, useId } from 'react';
import type { FulfilledReactPromise, HTMLAttributes, PendingReactPromise, ReactNode } from 'react';

import { NEAR_VIEWPORT_MARGIN } from '@/lib/nearScreen';

/**
 * The visitor's own moves. One in an item opens that item's gate: React hydrates markup it has not
 * taken over when a click or a key reaches it, and a gate still shut would lose the event (listened
 * to on the window's capture phase, ahead of React). A click, a key or form input anywhere else opens
 * every gate: what it changes (a filter, a page, the language) may re-render a waiting item, which
 * React can only do by hydrating it. (An opened gate is no longer watched; the gates themselves stay
 * for the page's life, one per card the server rendered, so that a later try finds its gate open.)
 */
const ITEM_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;
const PAGE_EVENTS = ['click', 'keydown', 'input', 'popstate'] as const;
/** The visitor's moves the page listens to (React hydrates what a click or a key reaches first). */
const VISITOR_EVENTS: readonly string[] = [...ITEM_EVENTS, ...PAGE_EVENTS];

/**
 * The wait of one server-rendered item for the screen, as a thenable that React's `use` reads
 * synchronously (`status`): fulfilled once the item came near the screen or the visitor reached it.
 */
type Gate = (PendingReactPromise<void> | FulfilledReactPromise<void>) & {
  /** Lets the item hydrate now (idempotent). */
  open: () => void;
};

/**
 * The gates of this page's items, by id (useId: the server's ids are kept by hydration), and by
 * element for the visitor's moves. At most one per item of the page the server rendered.
 */
const gates = new Map<string, Gate>();
const gateOf = new WeakMap<Element, Gate>();

/**
 * Whether the element of id `id` (a useId value) is in the document as this render starts: while
 * React hydrates, the server's markup is; an element the browser renders itself is not there yet.
 * (Everything is server markup on the server.)
 */
export function isServerMarkup(id: string): boolean {
  return typeof document === 'undefined' || document.getElementById(id) !== null;
}

/** The item's element, if it holds markup the server rendered (the Suspense boundary's `<!--$-->`). */
function serverRendered(id: string): Element | null {
  const element = document.getElementById(id);
  const first = element?.firstChild;
  return first instanceof Comment && first.data === '$' ? element : null;
}

/**
 * Opens the gate of the item the event happened in; an event of PAGE_EVENTS anywhere else opens them
 * all.
 */
function onVisitorMove(event: Event) {
  for (let node = event.target as Element | null; node; node = node.parentElement) {
    const gate = gateOf.get(node);
    if (gate) {
      gate.open();
      return;
    }
  }
  if ((PAGE_EVENTS as readonly string[]).includes(event.type)) {
    for (const gate of gates.values()) gate.open();
  }
}

let observer: IntersectionObserver | undefined;
/**
 * One observer for every item: an item within half a screen of the viewport opens its gate. Made
 * with the first gate, as are the listeners to the visitor's moves: one per event for the page, on
 * the window's capture phase, ahead of React's own.
 */
function nearScreen(): IntersectionObserver {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) gateOf.get(entry.target)?.open();
        }
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    for (const type of VISITOR_EVENTS) {
      window.addEventListener(type, onVisitorMove, { capture: true, passive: true });
    }
  }
  return observer;
}

function makeGate(element: Element): Gate {
  let resolve!: () => void;
  const gate = Object.assign(
    new Promise<void>((done) => {
      resolve = done;
    }),
    { status: 'pending', open: () => {} },
  ) as Gate;
  gate.open = () => {
    if (gate.status === 'fulfilled') return;
    // Read by React before the promise settles: the next try goes ahead without waiting a tick.
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    nearScreen().unobserve(element);
    resolve();
  };
  gateOf.set(element, gate);
  nearScreen().observe(element);
  return gate;
}

/**
 * The gate React waits on while hydrating item `id`, or null to go ahead: on the server, for an item
 * the browser renders itself, where the browser cannot tell what is near the screen, and on any try
 * after the first. A second try means React must hydrate the item now: it came near or the visitor
 * reached it (the gate is open), or its props or a context above it changed. Waiting then would make
 * React drop the server's markup and render the item afresh, or hold the change back. (React also
 * tries again when it restarts an interrupted render: such an item hydrates early, which costs only
 * time.)
 */
function pendingGate(id: string): Gate | null {
  // (Neither the server nor an old browser has an IntersectionObserver.)
  if (typeof IntersectionObserver !== 'function') return null;
  const known = gates.get(id);
  if (known) {
    known.open();
    return null;
  }
  // React hydrating in the middle of the visitor's click or key: it does so only to deliver that
  // event, which a held item would lose (its link followed as a full page load, say).
  if (window.event && VISITOR_EVENTS.includes(window.event.type)) return null;
  const element = serverRendered(id);
  if (!element) return null;
  const gate = makeGate(element);
  gates.set(id, gate);
  return gate;
}

/** Holds its Suspense boundary's hydration until the item nears the screen. Renders nothing. */
function HydrationGate({ id }: { id: string }) {
  const gate = pendingGate(id);
  if (gate) use(gate);
  return null;
}

interface HydrateOnViewProps extends HTMLAttributes<HTMLElement> {
  /** The element that holds the item (a list's `li`), styled by its list. */
  component?: 'li' | 'div';
  children: ReactNode;
}

/**
 * An item of a long server-rendered list (a card of a grid or of a home row) that React takes over
 * only when it comes within half a screen of the viewport, or when the visitor points at it, touches
 * it, tabs into it or clicks it. Until then it is the server's markup: visible, its links plain
 * links, but none of its code run. Hydrating every card of a grid at once was about a quarter of the main thread's
 * work after the first paint on a phone (on /movies, 446 ms of tasks before this, 329 with it), for
 * cards below the fold the visitor may never scroll to.
 *
 * How: the item's content sits in a Suspense boundary (React hydrates each boundary in a pass of its
 * own, after the page around it) whose hydration waits on a gate (`use`), opened by an
 * IntersectionObserver or the visitor's moves. React keeps a waiting boundary's server markup in
 * place. Items the browser renders itself (a page reached in the app, the next page of results) are
 * never held.
 */
function HydrateOnViewItem({ component = 'div', children, ...rest }: HydrateOnViewProps) {
  const id = useId();
  const content = (
    <Suspense fallback={null}>
      <HydrationGate id={id} />
      {children}
    </Suspense>
  );
  return createElement(component, { ...rest, id }, content);
}

/** Equal when both hold the same keys with the same values (Object.is). */
function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}

/** The same card: the same component with equal props (one level down), or the very same node. */
function sameCard(a: ReactNode, b: ReactNode): boolean {
  return isValidElement(a) && isValidElement(b)
    ? a.type === b.type && a.key === b.key && shallowEqual(a.props as object, b.props as object)
    : Object.is(a, b);
}

/**
 * See HydrateOnViewItem. Its list re-renders with new elements for the same cards (a refetch, a
 * fetching flag); each would reach a waiting card as new props, which React can only apply by
 * hydrating it. Equal cards stop here.
 */
export const HydrateOnView = memo(
  HydrateOnViewItem,
  ({ children: before, ...restBefore }, { children: after, ...restAfter }) =>
    sameCard(before, after) && shallowEqual(restBefore, restAfter),
);

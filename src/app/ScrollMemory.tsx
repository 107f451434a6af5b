import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

import { selectAnyQueryPending } from '@/services/tmdbApi';

import { useAppStore } from './hooks';
import { pageLoadPending } from './pageLoads';

/**
 * Where each history entry was scrolled to, by the router's entry key: kept for the tab's life
 * (sessionStorage), so Back and Forward return there, and so does a reload.
 */
export const SCROLL_POSITIONS_KEY = 'marquee:scroll-positions';
/** Entries remembered; the oldest go first. */
const KEPT_ENTRIES = 60;
/** The longest a return waits for its page to be tall enough and settled. */
const RESTORE_WAIT_MS = 15_000;
/** A page is settled once nothing is loading and its height has not changed for this long. */
const SETTLED_MS = 400;
/** A page settled this long short of the place will not grow any more. */
const GIVE_UP_MS = 1_500;
/** A click this recent led to the navigation: the position it was made at is the entry's. */
const CLICK_LEADS_MS = 1_000;
/** What a visitor does to scroll on their own: it ends a return in progress. */
const OWN_SCROLLING = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    const saved = JSON.parse(
      window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}',
    ) as unknown;
    if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return {};
    return Object.fromEntries(
      Object.entries(saved).filter(
        (entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] >= 0,
      ),
    );
  } catch {
    return {};
  }
}

function writePositions(positions: Positions): void {
  const entries = Object.entries(positions);
  try {
    window.sessionStorage.setItem(
      SCROLL_POSITIONS_KEY,
      JSON.stringify(Object.fromEntries(entries.slice(-KEPT_ENTRIES))),
    );
  } catch {
    // Storage refused (full, or blocked): positions are kept for this page's life only.
  }
}

/** How this document was opened: a reload or Back / Forward into it keeps its entries' places. */
function documentReturned(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

const scrollWindow = (top: number) => window.scrollTo({ left: 0, top, behavior: 'instant' });

/**
 * The page's scroll position per history entry (a link followed starts at the top: ScrollToTop, in the
 * layout). Back and Forward, and a reload, return to where that entry was left, to the pixel: the
 * return waits (boundedly) for the page's content to arrive and its height to settle, holding the
 * position against content that moves it meanwhile, and gives way as soon as the visitor scrolls.
 * A change of query alone (filters, a page of results) leaves the position to the page.
 */
export function ScrollMemory() {
  const location = useLocation();
  const action = useNavigationType();
  const store = useAppStore();
  // An entry opened without router state (the first page of the tab) is told apart by its address.
  const key =
    location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;

  const memory = useRef<Memory>(null);
  memory.current ??= {
    positions: {},
    key,
    pathname: null,
    stopRestoring: null,
    click: null,
    writeTimer: undefined,
  };

  // Following the visitor's scrolling, and the position each click was made at.
  useEffect(() => {
    const state = memory.current!;
    const flush = () => {
      clearTimeout(state.writeTimer);
      state.writeTimer = undefined;
      writePositions(state.positions);
    };
    const onScroll = () => {
      if (state.stopRestoring) return;
      remember(state, state.key, window.scrollY);
      state.writeTimer ??= setTimeout(flush, 250);
    };
    const onClick = () => {
      state.click = { key: state.key, y: window.scrollY, at: Date.now() };
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('click', onClick, true);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('pagehide', flush);
      const stop = state.stopRestoring;
      state.stopRestoring = null;
      stop?.();
      flush();
    };
  }, []);

  useLayoutEffect(() => {
    const state = memory.current!;
    const first = state.pathname === null;
    if (first) {
      state.positions = readPositions();
      // Back and Forward leave the position to this component, not to the browser's guess.
      if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    }
    const left = state.key;
    const samePage = state.pathname === location.pathname;
    state.key = key;
    state.pathname = location.pathname;
    // A return still in progress ends here, without taking the new page's position for its entry.
    const stopOld = state.stopRestoring;
    state.stopRestoring = null;
    stopOld?.();

    // The entry just left keeps the position its leaving click was made at, whatever scrolled since
    // (a pagination link scrolls up before the next page shows).
    const { click } = state;
    state.click = null;
    if (!first && click && click.key === left && Date.now() - click.at < CLICK_LEADS_MS) {
      remember(state, left, click.y);
    }

    const returning = first ? documentReturned() : action === 'POP';
    // A fresh visit has nothing to return to under this entry's key.
    if (!returning) delete state.positions[key];
    writePositions(state.positions);
    const target = returning ? state.positions[key] : undefined;
    if (target === undefined) {
      // Back to an entry with no place kept starts at the top (a link followed is ScrollToTop's).
      if (returning && !first && !samePage) scrollWindow(0);
      // Until the visitor scrolls, the entry is where the page now is.
      remember(state, key, window.scrollY);
      return;
    }
    // Page code or catalogue answers on their way, or a part of the page saying it is filling in.
    const busy = () =>
      pageLoadPending() ||
      selectAnyQueryPending(store.getState()) ||
      document.querySelector('#main [aria-busy="true"]') !== null;
    const stop = restore(target, busy, () => {
      if (state.stopRestoring !== stop) return;
      state.stopRestoring = null;
      remember(state, key, window.scrollY);
    });
    state.stopRestoring = stop;
  }, [key, location.pathname, action, store]);

  return null;
}

interface Memory {
  positions: Positions;
  /** The entry on screen. */
  key: string;
  /** Its path; null before the first page. */
  pathname: string | null;
  /** Ends the return in progress, if one is. */
  stopRestoring: (() => void) | null;
  /** The last click, and the entry and position it was made at. */
  click: { key: string; y: number; at: number } | null;
  writeTimer: ReturnType<typeof setTimeout> | undefined;
}

/** Keeps `y` for `entry`, as the newest entry. */
function remember(state: Memory, entry: string, y: number): void {
  delete state.positions[entry];
  state.positions[entry] = y;
}

/**
 * Scrolls to `top` and holds it there until the page is tall enough, nothing is `busy` and the height
 * has stayed put for a moment; or until the page settles short of it, the wait runs out or the visitor
 * scrolls (then `onEnd`). Answers
 * a function that stops it early.
 */
function restore(top: number, busy: () => boolean, onEnd: () => void): () => void {
  const started = performance.now();
  let height = -1;
  let steadySince = started;
  // Frames seen at that height too: one long task (a busy phone) is not a page that stays put.
  let steadyFrames = 0;
  let frame = 0;
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of OWN_SCROLLING) window.removeEventListener(type, stop, true);
    onEnd();
  };
  const step = (now: number) => {
    const tall = document.documentElement.scrollHeight;
    if (tall !== height) {
      height = tall;
      steadySince = now;
      steadyFrames = 0;
    } else steadyFrames += 1;
    if (Math.abs(window.scrollY - top) >= 1) scrollWindow(top);
    const there = Math.abs(window.scrollY - top) < 1;
    const steadyFor = (ms: number) => now - steadySince >= ms && steadyFrames >= ms / 50;
    const settled = there && !busy() && steadyFor(SETTLED_MS);
    // A page that has stopped changing short of the place is shorter than it was: as near as it gets.
    const shorter = !there && !busy() && steadyFor(GIVE_UP_MS);
    if (settled || shorter || now - started >= RESTORE_WAIT_MS) stop();
    else frame = requestAnimationFrame(step);
  };

  for (const type of OWN_SCROLLING) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  scrollWindow(top);
  frame = requestAnimationFrame(step);
  return stop;
}

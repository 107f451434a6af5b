/**
 * The one script a page rendered by the server starts with (server/render/serverRender.ts puts it in
 * place of the app's script tags). It lets the browser paint the page it was sent first, then loads
 * the app: the entry's scripts in order, and the page's own chunks beside them.
 *
 * Why: deferred scripts that have arrived run as soon as the HTML is parsed, before the browser's first
 * frame. From a nearby server (or the cache) they always have, so the first screen, already in the
 * HTML, waited behind React, MUI, the store and the page's answers being evaluated. Asked for after the
 * first frame, they load while the visitor reads; links are plain links until the app takes over.
 *
 * No imports: this file is its own small entry (webpack.config.ts), with no runtime but its own.
 */

interface AppScripts {
  /** The entry's scripts, run in this order. */
  scripts: string[];
  /** The page's chunks, fetched beside them (the app's loader finds them in the cache). */
  preload: string[];
}

function readList(): AppScripts | null {
  try {
    const list = JSON.parse(
      document.getElementById('marquee-scripts')?.textContent ?? 'null',
    ) as AppScripts | null;
    return list && Array.isArray(list.scripts) && Array.isArray(list.preload) ? list : null;
  } catch {
    return null;
  }
}

/**
 * How long one task may spend putting elements in the page. Each element starts its request there and
 * then (1 to 3 ms apiece on this project's 2-core machine, several times that on a phone): the
 * page's five to eight preloads in one task, and the entry's six scripts in another, were two of the
 * longest tasks after the first paint (10 to 26 ms each).
 */
const TURN_MS = 4;

/**
 * Puts the elements in the page's head in order, as many per task as fit in TURN_MS (at least one),
 * then calls `then` in the task of the last one.
 */
function appendInTurns(elements: (() => HTMLElement)[], then?: () => void): void {
  let next = 0;
  const turn = () => {
    const start = performance.now();
    while (next < elements.length) {
      document.head.appendChild(elements[next++]!());
      if (performance.now() - start >= TURN_MS) break;
    }
    if (next < elements.length) setTimeout(turn, 0);
    else then?.();
  };
  turn();
}

function load({ scripts, preload }: AppScripts): void {
  const preloads = preload.map((href) => () => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    return link;
  });
  const scriptTags = scripts.map((src) => () => {
    const script = document.createElement('script');
    script.src = src;
    // Inserted scripts run as they arrive unless told otherwise: these run in order, as `defer`
    // would (whatever the task each was put in).
    script.async = false;
    return script;
  });
  // The page's chunks first, then the entry's scripts, from the next task on.
  appendInTurns(preloads, () => setTimeout(() => appendInTurns(scriptTags), 0));
}

// The locale data the page's first date or number needs, loaded on another thread meanwhile (see
// src/intlWarm.worker.ts). A browser that refuses the worker loses nothing.
try {
  new Worker(new URL('./intlWarm.worker.ts', import.meta.url), { name: 'intl-warm' });
} catch {
  // Workers unavailable here.
}

const list = readList();
if (list) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load(list);
  };
  // Once the first frame is on screen: the browser reports its paint when the frame is presented,
  // which can be a few frames after the frame's own callbacks and tasks have run (a request made
  // then would still be ahead of the paint). Where paints are not reported, after the next frame;
  // at once where frames are not drawn (a tab opened in the background).
  let observer: PerformanceObserver | undefined;
  try {
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver(() => {
        observer?.disconnect();
        start();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
  } catch {
    observer = undefined;
  }
  if (!observer) requestAnimationFrame(() => setTimeout(start, 0));
  // A page whose first frame paints nothing (no text, no image) reports no paint: not held up.
  else setTimeout(start, 1000);
  if (document.visibilityState === 'hidden') start();
}

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

function load({ scripts, preload }: AppScripts): void {
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
  // In the next task: each element put in the page starts its request there and then, up to 2 ms
  // apiece on a phone, and the fourteen of them made one of the longest tasks after the first paint.
  setTimeout(() => {
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      // Inserted scripts run as they arrive unless told otherwise: these run in order, as `defer`
      // would.
      script.async = false;
      document.head.appendChild(script);
    }
  }, 0);
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

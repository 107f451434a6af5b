/**
 * The server's side of rendering a page's first screen: loading the renderer the build wrote
 * (dist/ssr/render.js, from src/ssr/render.tsx), answering its calls in this process by the API's own
 * answers (server/shared/renderAnswers.ts), and writing what it rendered into index.html.
 */
import fs from 'node:fs';
import path from 'node:path';

import type { LocaleTag } from '../../common/locales';
import type { RenderAnswers } from '../shared/renderAnswers';

/** What src/ssr/render.tsx's renderPage hands back (its RenderedPage). */
export interface RenderedPage {
  /** The markup inside `#root`: '' when it went to a sink as it was rendered. */
  html: string;
  styles: string;
  data: string;
  /** The page is a redirect to this address (same origin, from the app's own routes). */
  redirect?: string;
  /** How many times the renderer rendered it (1: its route declared every query it reads). */
  passes?: number;
  /** Its styles and markup went to the sink it was given, as they were rendered. */
  streamed?: boolean;
}

/** Where a page is rendered: its language, and the address prefix it was asked for under ('/de'). */
export interface PagePlace {
  locale: LocaleTag;
  /** The router's basename: the language prefix of the address, or '' for none. */
  basename: string;
}

/**
 * Where a page goes as it is rendered (src/ssr/render.tsx's PageSink): its styles once the render is
 * sure to be the page (never for a redirect or a failure), then its markup in order. A renderer may
 * also ignore it and hand the page back whole.
 */
export interface PageSink {
  ready(styles: string): void;
  write(chunk: Uint8Array): void;
}

export interface RenderOptions extends Partial<PagePlace> {
  /** The page's path (without a language prefix) and query. */
  url: string;
  fetchFn: typeof fetch;
  signal?: AbortSignal;
  sink?: PageSink;
}

/** src/ssr/render.tsx's renderPage, or a test's stand-in for it. */
export type RenderPage = (options: RenderOptions) => Promise<RenderedPage>;

/** A page's render and how long what it was made from stays fresh. */
export interface PageRender {
  page: RenderedPage;
  /** The shortest freshness among the answers the page used, in seconds. */
  maxAgeS: number;
}

/**
 * Renders the page at `url` (path without a language prefix, and query), in `place`'s language
 * (English, unprefixed, when not given), answering its calls in this process; with a `sink`, the page
 * goes there as it is rendered, and settles once all of it has.
 */
export type RenderUrl = (
  url: string,
  signal: AbortSignal,
  place?: PagePlace,
  sink?: PageSink,
) => Promise<PageRender>;

/** The longest a rendered page is kept, whatever its answers say. */
const MAX_PAGE_MAX_AGE_S = 3600;

/** The renderer the build wrote (dist/ssr/render.js), or null when there is none. */
export function rendererFile(distDir: string): string | null {
  const file = path.join(distDir, 'ssr', 'render.js');
  return fs.existsSync(file) ? file : null;
}

/** The renderer the build wrote beside the app, loaded on this thread, or null when it is not there. */
export function loadRenderer(distDir: string): RenderPage | null {
  const file = rendererFile(distDir);
  if (!file) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(file) as { renderPage?: RenderPage };
  return typeof module.renderPage === 'function' ? module.renderPage : null;
}

/** The freshness of a page made from answers of these freshnesses: the shortest, within bounds. */
export function pageMaxAge(answers: readonly number[]): number {
  return Math.max(1, Math.min(MAX_PAGE_MAX_AGE_S, ...answers));
}

/**
 * Renders pages with `render` on this thread (RENDER_THREADS=0, and tests' stand-in renderers), its
 * calls answered directly by the API's own answers, keeping the shortest freshness among them.
 */
export function inProcessRenderer(answers: RenderAnswers, render: RenderPage): RenderUrl {
  return async (url, signal, place, sink) => {
    const freshness: number[] = [];
    const fetchFn = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const target = new URL(request.url);
      const answer = await answers.answer(`${target.pathname}${target.search}`);
      freshness.push(answer.maxAgeS);
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'content-type': answer.contentType },
      });
    }) as typeof fetch;
    const page = await render({ url, fetchFn, signal, sink, ...place });
    return { page, maxAgeS: pageMaxAge(freshness) };
  };
}

/** The template's empty root element (quoted or not, as the build's minifier leaves it). */
const ROOT = /<div id=(?:"root"|'root'|root)\s*><\/div>/;

/** The template's scripts (the app's entry: index.html holds no other script). */
const SCRIPT_TAG = /<script\b[^>]*?\bsrc=(?:"([^"]+)"|'([^']+)'|([^\s>]+))[^>]*><\/script>\s*/g;

/** JSON for a `<script type="application/json">`: no `<` that could end the element. */
const inScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A page of index.html (already with its head) in the order it is sent, around what its render
 * brings: the head with the page's style sheets and loader (sendable before the render), Emotion's
 * critical CSS, the rest up to inside `#root`, the markup, and after it the answers it was made from
 * in a `<script type="application/json">` (data, never run: the CSP keeps script-src 'self').
 */
export interface PageParts {
  /** index.html up to where the page's styles go (just before `</head>`). */
  head: string;
  /** From `</head>` to the inside of `<div id="root">`. */
  beforeMarkup: string;
  /** What follows the markup: the end of `#root`, the answers, the scripts' list, the rest. */
  afterMarkup(data: string): string;
  /**
   * What follows `head` when no markup is to come after all (the render failed or redirected once the
   * head was sent): the rest of the plain shell, which the browser renders.
   */
  shellRest: string;
}

/**
 * index.html's parts around a rendered page (null when it has no empty `#root`).
 *
 * With the build's loader (`boot`, src/boot.ts), the app's scripts are not in the page as tags: the
 * loader asks for them, and for the page's chunks, once the browser has painted what it was sent,
 * from the list in `#marquee-scripts`. Without it, the page's chunks are preloaded from the head.
 */
export function pageParts(
  html: string,
  assets: { css: string[]; js: string[]; boot?: string },
): PageParts | null {
  if (!ROOT.test(html)) return null;
  const scripts: string[] = [];
  let template = html;
  if (assets.boot) {
    template = html.replace(SCRIPT_TAG, (_tag, double?: string, single?: string, bare?: string) => {
      scripts.push((double ?? single ?? bare)!);
      return '';
    });
  }
  const loader = scripts.length > 0 ? `/${assets.boot}` : null;
  const chunks = assets.js.map((file) => `/${file}`).filter((file) => !scripts.includes(file));
  const headAssets = [
    ...assets.css.map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...(loader
      ? [`<script defer src="${loader}"></script>`]
      : chunks.map((file) => `<link rel="preload" as="script" href="${file}">`)),
  ].join('');
  const at = template.search(/<\/head\s*>/i);
  const head = at < 0 ? '' : `${template.slice(0, at)}${headAssets}`;
  const rest = at < 0 ? template : template.slice(at);
  const root = ROOT.exec(rest)!;
  const before = rest.slice(0, root.index);
  const after = rest.slice(root.index + root[0].length);
  const list = loader
    ? `<script type="application/json" id="marquee-scripts">${inScript({ scripts, preload: chunks })}</script>`
    : '';
  return {
    head,
    beforeMarkup: `${before}<div id="root">`,
    afterMarkup: (data) =>
      `</div><script type="application/json" id="marquee-data">${data}</script>${list}${after}`,
    shellRest: `${before}<div id="root"></div>${list}${after}`,
  };
}

/** The build's chunk groups (dist/build-manifest.json): a page's files by group name. */
export function readChunkGroups(distDir: string): Record<string, string[]> {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'),
    ) as { groups?: Record<string, string[]> };
    return manifest.groups ?? {};
  } catch {
    return {};
  }
}

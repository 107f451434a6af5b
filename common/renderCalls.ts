/**
 * What a render thread (src/ssr/render.tsx's renderInWorker) and the server's thread
 * (server/render/renderPool.ts) say to each other over the task's MessagePort: the renderer's catalogue
 * calls go to the server's thread, which answers them as it answers the browser's; the server's thread
 * may stop the render (too slow, or the server is closing).
 */

/** A render thread's call: `path` is the app's own (`/api/...`, with its query). */
export interface RenderCall {
  type: 'call';
  id: number;
  path: string;
}

/** The answer to call `id`, its body moved (transferred) to the render thread. */
export interface RenderCallAnswer {
  type: 'answer';
  id: number;
  status: number;
  contentType: string;
  body: ArrayBuffer | null;
}

/** The render is to stop, for `reason`. */
export interface RenderStop {
  type: 'stop';
  reason: string;
}

/** A render thread's task: the page's path and query, and the port its calls go through. */
export interface RenderTask<Port> {
  url: string;
  port: Port;
  /** The page's language (a LocaleTag) and its address's language prefix; English, none, if absent. */
  locale?: string;
  basename?: string;
}

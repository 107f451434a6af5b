/**
 * What a render thread (src/ssr/render.tsx's renderInWorker) and the server's thread
 * (server/render/renderPool.ts) say to each other over the task's MessagePort: the renderer's catalogue
 * calls go to the server's thread, which answers them as it answers the browser's; the server's thread
 * may stop the render (too slow, or the server is closing). When the task asks for it (`stream`), the
 * page comes back the same way as it is rendered: its styles, its markup in pieces, then its end.
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

/** The pass is the page: its styles (its markup follows). */
export interface RenderReady {
  type: 'ready';
  styles: string;
}

/** A piece of the page's markup, moved (transferred) to the server's thread. */
export interface RenderPiece {
  type: 'piece';
  bytes: Uint8Array;
}

/** The page's markup is all sent (after its last piece; the task's own result follows). */
export interface RenderEnd {
  type: 'end';
}

/** What a render thread says over the task's port. */
export type RenderThreadMessage = RenderCall | RenderReady | RenderPiece | RenderEnd;

/** A render thread's task: the page's path and query, and the port its calls go through. */
export interface RenderTask<Port> {
  url: string;
  port: Port;
  /** The page is sent on as it is rendered, over `port` (else it comes back whole). */
  stream?: boolean;
  /** The page's language (a LocaleTag) and its address's language prefix; English, none, if absent. */
  locale?: string;
  basename?: string;
}

/**
 * Pages' first screens rendered in worker threads (Piscina), off the thread that answers cached pages,
 * API answers and files: a flood of pages to render (unique searches, say) takes the render threads'
 * time, not every other visitor's.
 *
 * Each thread loads the build's renderer (dist/ssr/render.js) once and runs its `renderInWorker` per
 * page. A page's catalogue calls come back to this thread over the task's MessagePort and are
 * answered as the in-thread renderer answers them (RenderAnswers: the API's own answers, the same
 * answer cache); this thread stops a render by a message on the same port (AppPages' time limit), so
 * a thread is never killed for it. How many renders may wait is AppPages' bound (MAX_RENDERS in
 * flight; beyond, the shell at once), so the pool's own queue stays short.
 */
import { MessageChannel } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';

import { Piscina } from 'piscina';

import type { RenderStop, RenderTask, RenderThreadMessage } from '../../common/renderCalls';
import type { RenderAnswers } from '../shared/renderAnswers';
import { pageMaxAge } from './serverRender';
import type { RenderUrl, RenderedPage } from './serverRender';

/**
 * A render thread's old space: the renderer (about 6 MB of code) and a few renders' stores and markup
 * take a fraction of it.
 */
export const RENDER_HEAP_MB = 64;

export interface RenderPool {
  render: RenderUrl;
  /** The pool's threads now (a thread that failed is replaced). */
  readonly threads: number;
  close(): Promise<void>;
}

export function renderPool(
  answers: RenderAnswers,
  { file, threads }: { file: string; threads: number },
): RenderPool {
  const pool = new Piscina<RenderTask<MessagePort>, RenderedPage>({
    filename: file,
    name: 'renderInWorker',
    // Started with the server (each loads the renderer once, about half a second), and kept.
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Its queue: AppPages lets at most MAX_RENDERS renders be in flight.
    maxQueue: Number.POSITIVE_INFINITY,
    // First come, first rendered. By default a queued task that finds the thread busy goes back to the
    // queue's tail, so under a steady flow one render could wait until AppPages' time limit ran out
    // (the bench's flood of searches left one request unanswered that way).
    stricterFIFO: true,
    // Plain Node: the renderer is built JavaScript, and the server's own flags (a TypeScript loader, a
    // memory probe, its heap size) are not the render thread's. Its heap has a limit of its own.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: RENDER_HEAP_MB, maxYoungGenerationSizeMb: 8 },
  });

  const render: RenderUrl = async (url, signal, place, sink) => {
    const { port1, port2 } = new MessageChannel();
    const freshness: number[] = [];
    // A streamed page's end (its last piece is here): the task's result comes over Piscina's own port,
    // which may overtake this one's last messages.
    let ended: () => void = () => undefined;
    const end = new Promise<void>((resolve) => (ended = resolve));
    port1.on('message', (message: RenderThreadMessage) => {
      if (message.type === 'ready') {
        sink?.ready(message.styles);
        return;
      }
      if (message.type === 'piece') {
        sink?.write(message.bytes);
        return;
      }
      if (message.type === 'end') {
        ended();
        return;
      }
      const call = message;
      void answers.answer(call.path).then(
        (answer) => {
          freshness.push(answer.maxAgeS);
          // Copied into a buffer of its own, which moves to the render thread (the answer's bytes
          // may be a slice of a shared one, or kept in the answer cache).
          const body = answer.body ? Uint8Array.from(answer.body).buffer : null;
          port1.postMessage(
            {
              type: 'answer',
              id: call.id,
              status: answer.status,
              contentType: answer.contentType,
              body,
            },
            body ? [body] : [],
          );
        },
        (error: unknown) => {
          port1.postMessage({
            type: 'stop',
            reason: `A call of the page failed: ${error instanceof Error ? error.message : String(error)}`,
          } satisfies RenderStop);
        },
      );
    });
    // Stopped (AppPages' time limit): the render thread is told, and the page is answered at once,
    // not once the thread has reached this render (it may still be in the queue).
    let stopped: (reason: unknown) => void = () => undefined;
    const stoppedNow = new Promise<never>((_resolve, reject) => (stopped = reject));
    const stop = () => {
      const reason = signal.reason instanceof Error ? signal.reason.message : 'stopped';
      port1.postMessage({ type: 'stop', reason } satisfies RenderStop);
      stopped(signal.reason ?? new Error(reason));
    };
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    const task: RenderTask<MessagePort> = { url, port: port2, stream: Boolean(sink), ...place };
    const run = pool.run(task, { transferList: [port2] });
    // The whole page: the task's result and, for a page sent on as it was rendered, its last piece.
    const whole = run.then(async (page) => {
      if (page.streamed) await end;
      return page;
    });
    // The port stays open until the thread is done with the render, answering its calls till then.
    void whole
      .finally(() => {
        signal.removeEventListener('abort', stop);
        port1.close();
      })
      .catch(() => undefined);
    const page = await Promise.race([whole, stoppedNow]);
    return { page, maxAgeS: pageMaxAge(freshness) };
  };

  return {
    render,
    get threads() {
      return pool.threads.length;
    },
    close: () => pool.destroy(),
  };
}

/**
 * An instance's way out of a load balancer's rotation on SIGTERM, before Fastify's close().
 *
 * A load balancer keeps idle HTTP/1.1 connections to its instances (deploy/nginx.conf: `keepalive`) and
 * sends its next request on any of them. Closing one of those at the moment the balancer writes a
 * request on it fails that request; a GET is retried on another instance, a POST (the contact form, a
 * sync push) is not, since it was sent. Node's server.close() closes idle connections at once, so the
 * instance first drains: every answer says Connection: close (the balancer then never keeps that
 * connection), /readyz answers `draining`, the listener stays open (what arrives is served), and the
 * drain ends once no connection that was open when it began is idle: each has closed (used once more
 * and closed by its answer, or let go by the balancer's own idle timeout, below the app's
 * KEEP_ALIVE_TIMEOUT_S) or is answering a request, whose answer closes it. Only then does close() run,
 * which closes the idle connections at once and waits for the busy ones.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** How often the drain looks at the connections it waits for. */
const POLL_MS = 50;

export class Drain {
  private active = false;
  /** Open connections, each with the number of requests it is answering now. */
  private readonly open = new Map<Socket, number>();

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.open.set(socket, 0);
      socket.once('close', () => this.open.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const { socket } = request;
      const busy = this.open.get(socket);
      if (busy === undefined) return;
      this.open.set(socket, busy + 1);
      response.once('close', () => {
        const now = this.open.get(socket);
        if (now !== undefined) this.open.set(socket, Math.max(0, now - 1));
      });
    });
  }

  /** Whether the instance is draining or closing: answers say Connection: close, /readyz 503. */
  get draining(): boolean {
    return this.active;
  }

  /** Marks the instance draining, without waiting (close() does this too, drained or not). */
  begin(): void {
    this.active = true;
  }

  /**
   * Drains: resolves once no connection open now is idle (each has closed, or is answering a request,
   * whose answer closes it; close() waits for those), after `maxWaitMs` at the latest, or as soon as
   * `stop` aborts (a second signal: the operator does not want to wait). `left`: the idle ones still
   * open then, which close() closes.
   */
  async wait(maxWaitMs: number, stop?: AbortSignal): Promise<{ left: number }> {
    this.begin();
    const kept = [...this.open.keys()];
    const deadline = Date.now() + maxWaitMs;
    const left = () => kept.filter((socket) => this.open.get(socket) === 0).length;
    while (left() > 0 && Date.now() < deadline && !stop?.aborted) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return { left: left() };
  }
}

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
 * KEEP_ALIVE_TIMEOUT_S) or is answering a request, whose answer closes it.
 *
 * Then the listener stops (the balancer's next connection is refused and goes elsewhere, POSTs too,
 * since nothing was sent), but without Node's closing of idle connections: a connection the balancer
 * opened a moment ago counts as idle until its request has been read, and closing it would lose that
 * request. The drain waits until every connection left has ended (each answer closes its connection),
 * within the same `maxWaitMs`. Only then does close() run, which finds nothing left to cut.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';

/** How often the drain looks at the connections it waits for. */
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Drain {
  private active = false;
  /** Open connections, each with the number of requests it is answering now. */
  private readonly open = new Map<Socket, number>();

  constructor(private readonly server: Server) {
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
   * whose answer closes it), then stops the listener and waits for every connection to end; all
   * within `maxWaitMs`, and no longer once `stop` aborts (a second signal: the operator does not want
   * to wait). `left`: the connections still open then; `ended` settles once they have all ended
   * (at once when the listener was not stopped here: close() then waits for them itself).
   */
  async wait(
    maxWaitMs: number,
    stop?: AbortSignal,
  ): Promise<{ left: number; ended: Promise<void> }> {
    this.begin();
    const kept = [...this.open.keys()];
    const deadline = Date.now() + maxWaitMs;
    const waiting = () => Date.now() < deadline && !stop?.aborted;
    const idle = () => kept.filter((socket) => this.open.get(socket) === 0).length;
    while (idle() > 0 && waiting()) await sleep(POLL_MS);
    let ended = Promise.resolve();
    if (waiting() && this.server.listening) {
      // net's close, not http's: it stops accepting and closes no connection; its callback comes
      // once every connection has ended.
      ended = new Promise((resolve) => {
        net.Server.prototype.close.call(this.server, () => resolve());
      });
      while (this.open.size > 0 && waiting()) await sleep(POLL_MS);
    }
    return { left: this.open.size, ended };
  }
}

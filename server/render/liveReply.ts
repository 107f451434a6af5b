/**
 * A page's answer sent as the page is rendered (AppPages): its head as soon as it is known to be a
 * page, then the render's styles and markup as they come, compressed on the way at a fast level with
 * a flush after the head, so that the browser starts on the page's style sheets and loader while the
 * server is still rendering.
 *
 * Its status and headers are the caller's, set before `open`; it never sends an ETag (the page's bytes
 * are not known yet): the cached copy that later requests get carries one.
 */
import { PassThrough } from 'node:stream';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';

import type { FastifyReply } from 'fastify';

import type { Encoding } from '../api/compressedAnswers';

/** The fast levels AppPages uses for a page made on demand. */
export const FAST_BROTLI = 5;
export const FAST_GZIP = 6;

export class LiveReply {
  private body: PassThrough | Transform | null = null;
  private done = false;

  /** `prepare` sets the answer's headers as it opens (its content-encoding is this reply's). */
  constructor(
    private readonly reply: FastifyReply,
    private readonly encoding: Encoding | null,
    private readonly prepare: () => void,
  ) {}

  /** The answer has started: its status and headers are sent, and what is written goes out. */
  get opened(): boolean {
    return this.body !== null;
  }

  /** Starts the answer (200 unless the caller said otherwise) with `first`, flushed at once. */
  open(first: string): void {
    if (this.body) return;
    const body =
      this.encoding === 'br'
        ? zlib.createBrotliCompress({
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI },
          })
        : this.encoding === 'gzip'
          ? zlib.createGzip({ level: FAST_GZIP })
          : new PassThrough();
    this.body = body;
    this.prepare();
    if (this.encoding) this.reply.header('content-encoding', this.encoding);
    // A proxy in front (deploy/nginx.conf buffers answers) passes this one on as it comes: a page is
    // a few tens of kilobytes, which the sockets' buffers hold for a slow visitor.
    this.reply.header('x-accel-buffering', 'no');
    // A visitor who leaves stops the writing, not the render (whose page the cache keeps).
    body.on('error', () => (this.done = true));
    this.reply.raw.once('close', () => (this.done = true));
    void this.reply.send(body);
    this.write(first, true);
  }

  /** Writes a piece of the page; `flush` sends what the compressor holds so far. */
  write(piece: string | Uint8Array, flush = false): void {
    const body = this.body;
    if (!body || this.done || piece.length === 0) return;
    body.write(piece);
    if (flush && 'flush' in body && typeof body.flush === 'function') {
      (body as zlib.Gzip).flush();
    }
  }

  /** Writes the page's last piece and ends the answer. */
  end(last: string): void {
    const body = this.body;
    if (!body || this.done) return;
    this.done = true;
    body.end(last);
  }

  /** The page cannot be finished (its markup broke off): the connection is closed, not ended. */
  abort(): void {
    if (!this.body || this.done) return;
    this.done = true;
    this.reply.raw.destroy();
  }
}

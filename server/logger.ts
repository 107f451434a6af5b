import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';
import pretty from 'pino-pretty';

import type { LogLevel } from './config';

const SECRET_PARAMS = /([?&](?:api_key|access_token|token)=)[^&#]*/gi;

/** A URL as it may appear in a log line: credentials in its query are masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * The server's one logger, shared by Fastify and the catalogue sources. Request lines carry the method,
 * the URL with any credential masked, and the client address; headers are never logged.
 */
export function createLogger(level: LogLevel, stream?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: {
        req(req: { method: string; url: string; ip?: string }) {
          return { method: req.method, url: redactUrl(req.url), ip: req.ip };
        },
        err: pino.stdSerializers.err,
      },
    },
    stream,
  );
}

/**
 * Human-readable lines (time, level, message, then the fields) for a person at a terminal; log
 * collectors get pino's JSON lines instead. `destination` defaults to stdout.
 */
export function readableStream(destination?: NodeJS.WritableStream): DestinationStream {
  return pretty({
    colorize: destination === undefined && Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
    destination,
    sync: true,
  });
}

/** A request answered this slowly is logged whatever the terminal's quiet (see requestLogLevel). */
export const SLOW_REQUEST_MS = 1000;

/**
 * The level of a request's log line. `quiet` (a person at a terminal): only server errors (5xx) and
 * slow answers at info, every other request at debug (shown with LOG_LEVEL=debug), so that the
 * terminal shows the start, warnings and failures rather than a line per request. Otherwise every
 * request at info: log collectors get them all.
 */
export function requestLogLevel(status: number, ms: number, quiet: boolean): 'info' | 'debug' {
  return quiet && status < 500 && ms < SLOW_REQUEST_MS ? 'debug' : 'info';
}

/**
 * How the server logs to its standard output: at a terminal (`isTTY`), readable lines and quiet
 * requests; piped or redirected, pino's JSON lines (stdout, `stream` undefined), every request.
 */
export function outputLogging(isTTY: boolean): {
  stream: DestinationStream | undefined;
  quietRequests: boolean;
} {
  return isTTY
    ? { stream: readableStream(), quietRequests: true }
    : { stream: undefined, quietRequests: false };
}

export type { Logger };

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

export type { Logger };

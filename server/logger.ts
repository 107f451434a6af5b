import pino from 'pino';
import type { DestinationStream, Logger } from 'pino';

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

export type { Logger };

import { randomUUID } from 'node:crypto';

import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { Config } from '../config';
import type { Logger } from '../logger';
import { Refusal, refusals } from '../refusal';
import { schemaRefusals } from '../schemas';
import { isUnreachable } from '../storage/engine';
import type { ContactStore } from './contactStore';
import { rateLimitStore } from '../shared/rateStore';
import type { SharedRedis } from '../shared/redis';
import {
  ContactBody,
  MAX_BODY_BYTES,
  cutShort,
  notJson,
  readContactInput,
  tooLarge,
  unreadable,
} from './input';
import { ContactRelay } from './relay';
import type { RelayTiming } from './relay';
import { ContactSpool } from './spool';

export const CONTACT_PATH = '/api/email/send-contact';

const NOT_SAVED = 'Your message could not be saved. Please try again later.';
const STORE_UNREACHABLE =
  'Messages cannot be received right now because their store is unreachable. Please try again in a few minutes.';

export interface ContactOptions {
  /** The outbox's timing (tests shorten it). */
  relayTiming?: Partial<RelayTiming>;
  /** How often the spool of messages kept while PostgreSQL was down is tried (tests shorten it). */
  spoolRetryMs?: number;
  /** With Redis, the rate limit holds across the deployment's instances. */
  redis?: SharedRedis;
}

export interface ContactRouteOptions extends ContactOptions {
  /** Where messages are kept: the storage built at start (see server/storage/storage.ts). */
  store: ContactStore;
}

/** "10 minutes", "1 hour", "30 seconds": the wait before the visitor may send again. */
function wait(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds >= 3600) return plural(Math.ceil(seconds / 3600), 'hour');
  if (seconds >= 60) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.max(1, Math.ceil(seconds)), 'second');
}

function sendError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('cache-control', 'no-store').send({ error });
}

/** What the route answers: `{ok: true}`, or a refusal's sentence. */
const ContactAnswer = {
  200: Type.Object({ ok: Type.Literal(true) }),
  '4xx': Type.Object({ error: Type.String() }),
  '5xx': Type.Object({ error: Type.String() }),
};

/** Fastify also reads text/plain; only JSON is taken here, and said so before the body is checked. */
async function jsonOnly(request: FastifyRequest): Promise<void> {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/json') throw notJson();
}

/**
 * `POST /api/email/send-contact` with `{subject?, message}` as JSON. The message is checked (see
 * ./input.ts), saved to `DATA_DIR/contact.sqlite` and committed to disk, and only then answered
 * `{ok: true}` (PostgreSQL: committed there; unreachable, committed to this instance's spool and
 * delivered when it is back, see ./spool.ts; a 503 only if the spool cannot be written either); when
 * SMTP_URL and CONTACT_TO are set it is also put in the outbox, in the same transaction, for the
 * background relay to mail. Each visitor address may post `CONTACT_RATE_LIMIT`
 * times per window (429 and Retry-After beyond). Every refusal is `{error}`, a sentence the app shows.
 */
export function contactRoutes(config: Config, logger: Logger, options: ContactRouteOptions) {
  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.setValidatorCompiler(schemaRefusals);
    const { store } = options;
    const { smtpUrl, to, from } = config.contact;
    const relay =
      smtpUrl && to
        ? new ContactRelay({
            store,
            smtpUrl,
            to,
            from: from ?? to,
            siteName: config.siteName,
            logger,
            timing: options.relayTiming,
          })
        : null;

    // With PostgreSQL, what it cannot take while it is down is kept on this instance's disk and
    // delivered once it is back (./spool.ts).
    const spool =
      store.engine === 'postgres'
        ? new ContactSpool({
            dataDir: config.dataDir,
            target: store,
            logger,
            retryMs: options.spoolRetryMs,
            onDelivered: () => relay?.kick(),
          })
        : null;

    app.addHook('onReady', async () => {
      relay?.start();
      spool?.start();
    });
    app.addHook('onClose', async () => {
      await spool?.stop();
      await relay?.stop();
    });

    // Scoped to the routes that ask for it (only this one); the key is request.ip, which follows
    // X-Forwarded-For only with TRUST_PROXY=1.
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStore(options.redis),
      errorResponseBuilder: (_request, context) => {
        const error = new Refusal(
          429,
          'rate_limited',
          `Too many messages were sent from your address. Please try again in ${wait(context.ttl / 1000)}.`,
        );
        return error;
      },
    });

    app.setErrorHandler(
      refusals({
        words: {
          tooLarge: tooLarge(),
          notJson: notJson(),
          cutShort: cutShort(),
          unreadable: unreadable(),
        },
        send: (reply, refusal) => sendError(reply, refusal.statusCode, refusal.message),
        failed: new Refusal(500, 'not_saved', NOT_SAVED),
        logAs: 'contact request failed',
      }),
    );

    app.route({
      method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      url: CONTACT_PATH,
      handler: async (_request, reply) =>
        sendError(reply.header('allow', 'POST'), 405, 'Messages are sent with POST.'),
    });

    app.post(
      CONTACT_PATH,
      {
        bodyLimit: MAX_BODY_BYTES,
        schema: { body: ContactBody, response: ContactAnswer },
        preValidation: jsonOnly,
        config: {
          rateLimit: {
            max: config.contact.rateLimit.max,
            timeWindow: config.contact.rateLimit.windowMs,
          },
        },
      },
      async (request, reply) => {
        const input = readContactInput(request.body);

        // With a spool, the message carries its delivery key from the first try: if PostgreSQL
        // committed it but the answer was lost on the way, the spool's copy is then skipped.
        const receivedAt = new Date();
        const deliveryKey = spool ? randomUUID() : undefined;
        let id: number;
        try {
          id = await store.save(input, relay !== null, receivedAt, deliveryKey);
        } catch (error) {
          if (!spool || !isUnreachable(error)) {
            request.log.error({ err: error, engine: store.engine }, 'contact message not saved');
            return sendError(reply, 500, NOT_SAVED);
          }
          const reason = error instanceof Error ? error.message : String(error);
          try {
            const kept = await spool.keep(input, relay !== null, receivedAt, deliveryKey);
            request.log.warn(
              { spool_id: kept, reason },
              "contact message kept in this instance's spool: postgresql is unreachable",
            );
            return reply.code(200).header('cache-control', 'no-store').send({ ok: true });
          } catch (spoolError) {
            request.log.error(
              {
                reason,
                spool: spoolError instanceof Error ? spoolError.message : String(spoolError),
              },
              'contact message not saved: postgresql is unreachable and the spool refused it',
            );
            return sendError(reply, 503, STORE_UNREACHABLE);
          }
        }
        request.log.info({ message_id: id }, 'contact message saved');
        relay?.kick();
        return reply.code(200).header('cache-control', 'no-store').send({ ok: true });
      },
    );
  };
}

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * A request refused, with the sentence its sender reads: the one error every concern throws (contact,
 * accounts and sync; TMDB's shape is TmdbError, a Refusal too). `code` names the refusal for a program
 * (`too_large`, `signed_out`); `details` ride in the answer beside it (why a session ended).
 */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

/** A 4xx Fastify raised itself (a body it cannot parse, say): the client's mistake, not ours. */
export function isClientError(error: unknown): error is FastifyError {
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** A concern's sentences for the refusals Fastify makes itself, in its body parser and schemas. */
export interface RefusalWords {
  /** A body over the route's limit (413). */
  tooLarge: Refusal;
  /** A body that is not JSON by its Content-Type (415). */
  notJson: Refusal;
  /** A body shorter than its Content-Length said. */
  cutShort: Refusal;
  /** Any other request Fastify could not read. */
  unreadable: Refusal;
  /** A request the route's schema refused; `unreadable` when not given. */
  invalid?(error: FastifyError): Refusal;
}

/** How a concern answers when something goes wrong: the plan its one error handler follows. */
export interface RefusalPlan {
  words: RefusalWords;
  /** Sends a refusal in the concern's shape. */
  send(reply: FastifyReply, refusal: Refusal): FastifyReply;
  /**
   * The concern's own errors that are not refusals yet (a store's limit, an outage), as one, or
   * undefined; it may set headers on the reply (Retry-After).
   */
  translate?(error: Error, request: FastifyRequest, reply: FastifyReply): Refusal | undefined;
  /** Our own failure: what is answered (500), and the log line's text. */
  failed: Refusal;
  logAs: string;
}

/** Which of the concern's sentences answers an error Fastify raised, or undefined if it is not one. */
function fastifyRefusal(error: FastifyError, words: RefusalWords): Refusal | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return words.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return words.notJson;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return words.cutShort;
  }
  if (error.validation) return words.invalid?.(error) ?? words.unreadable;
  return isClientError(error) ? words.unreadable : undefined;
}

/**
 * The error handler of a concern's plugin (`app.setErrorHandler(refusals(plan))`): a Refusal is sent as
 * it is; the concern's own errors and Fastify's are turned into one; anything else is our failure,
 * logged by its message and code only (never a request's body, which may hold a message or a record)
 * and answered with `plan.failed`.
 */
export function refusals(plan: RefusalPlan) {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const refusal =
      error instanceof Refusal
        ? error
        : (plan.translate?.(error, request, reply) ??
          fastifyRefusal(error as FastifyError, plan.words));
    if (refusal) return plan.send(reply, refusal);
    request.log.error(
      { err: { message: error.message, code: (error as Partial<FastifyError>).code } },
      plan.logAs,
    );
    return plan.send(reply, plan.failed);
  };
}

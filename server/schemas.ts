import Ajv from 'ajv';
import type { ErrorObject, Options, ValidateFunction } from 'ajv';
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifySchemaCompiler } from 'fastify';

import { Refusal } from './refusal';

/**
 * How routes' schemas are checked: TypeBox schemas (through @fastify/type-provider-typebox, so a
 * handler's `request.body` has the schema's type), compiled by Ajv, refused in the project's own
 * words rather than Ajv's.
 *
 * A schema may carry `refusal`: the sentence its sender reads when that part is wrong, or sentences
 * by Ajv keyword (`type`, `required`, `additionalProperties`, ...) with `default` for the others. The
 * most specific schema on the error's path that has one speaks; without any, Fastify's own error goes
 * on to the concern's `words.invalid` (server/refusal.ts).
 *
 * Bodies are checked as sent (no coercion: `7` is not the text "7", a field the route does not take is
 * refused, not dropped); a query string and path parameters are text, turned into numbers and lists
 * where the schema says so, and parameters a route does not read are dropped, as Fastify's own Ajv does.
 */

/** The sentence, or sentences by Ajv keyword, that a schema's `refusal` annotation carries. */
export type RefusalNote = string | Partial<Record<string, string>>;

const SHARED: Options = {
  // Our annotations: words for a refusal, never checked themselves.
  keywords: ['refusal'],
  // Fastify's own choices: one error at a time (allErrors is a denial-of-service risk) and defaults
  // filled in.
  allErrors: false,
  useDefaults: true,
  addUsedSchema: false,
};

const bodies = new Ajv({ ...SHARED, coerceTypes: false, removeAdditional: false });
const textParts = new Ajv({ ...SHARED, coerceTypes: 'array', removeAdditional: true });

interface Annotated {
  refusal?: RefusalNote;
  properties?: Record<string, Annotated>;
  [keyword: string]: unknown;
}

/** The schemas along a JSON pointer into `root` (`#/properties/message/type`), root first. */
function schemasAlong(root: Annotated, pointer: string): Annotated[] {
  const along: Annotated[] = [root];
  let at: unknown = root;
  for (const raw of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof at !== 'object' || at === null) break;
    at = (at as Record<string, unknown>)[step];
    if (typeof at === 'object' && at !== null && !Array.isArray(at)) along.push(at as Annotated);
  }
  return along;
}

function spoken(note: RefusalNote | undefined, keyword: string): string | undefined {
  if (note === undefined) return undefined;
  if (typeof note === 'string') return note;
  return note[keyword] ?? note.default;
}

/**
 * The project's sentence for Ajv's first error against `schema`, or null when no schema on its path
 * says one. A missing property is the property's own to word first (`required`), then its object's.
 */
export function refusalSentence(schema: object, error: ErrorObject): string | null {
  const along = schemasAlong(schema as Annotated, error.schemaPath);
  if (error.keyword === 'required') {
    const object = along.at(-1);
    const missing = String(error.params.missingProperty ?? '');
    const own = spoken(object?.properties?.[missing]?.refusal, 'required');
    if (own) return own;
  }
  for (let i = along.length - 1; i >= 0; i--) {
    const sentence = spoken(along[i]!.refusal, error.keyword);
    if (sentence) return sentence;
  }
  return null;
}

/**
 * The validator compiler for a plugin's routes (`app.setValidatorCompiler(schemaRefusals)`): a
 * refused request becomes a Refusal (400, `bad_request`) with the schema's sentence, which the
 * plugin's error handler sends as any other.
 */
export const schemaRefusals: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const ajv = httpPart === 'body' ? bodies : textParts;
  const validate = ajv.compile(schema);
  const check = ((data: unknown, context?: Parameters<ValidateFunction>[1]) => {
    if (validate(data, context)) return true;
    const first = validate.errors?.[0];
    const sentence = first ? refusalSentence(schema, first) : null;
    if (sentence === null) {
      check.errors = validate.errors;
      return false;
    }
    return { error: new Refusal(400, 'bad_request', sentence) };
  }) as ((
    data: unknown,
    context?: Parameters<ValidateFunction>[1],
  ) => boolean | { error: Refusal }) & {
    errors?: ValidateFunction['errors'];
    schemaEnv?: unknown;
  };
  // Fastify passes the request as the root's parent when the validator is Ajv's, so that Ajv may
  // replace a root value it coerced.
  check.schemaEnv = validate.schemaEnv;
  return check;
};

/**
 * A query string's schema as a check for a call made without HTTP (the server's renderer, see
 * server/render/renderAnswers.ts): the parameters as the route's handler reads them (turned into
 * numbers, defaults filled in, others dropped), or Ajv's first error when the route would refuse them.
 */
export function queryReader<T extends TSchema>(
  schema: T,
): (query: URLSearchParams) => { query: Static<T> } | { error: ErrorObject } {
  const validate = textParts.compile(schema);
  return (search) => {
    const query: Record<string, string> = Object.fromEntries(search);
    if (validate(query)) return { query: query as Static<T> };
    return { error: validate.errors![0]! };
  };
}

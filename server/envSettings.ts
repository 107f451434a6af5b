import envSchema from 'env-schema';
import type { Static, TObject, TSchema } from '@sinclair/typebox';

/**
 * Reading settings from the environment: every variable the server reads is declared in a TypeBox
 * schema (server/config.ts's ServerEnv) and checked by env-schema's Ajv, which also fills in defaults
 * and turns numbers' text into numbers. What a schema cannot say (a URL that must parse, one setting
 * that needs another, a file to read) is checked after, in code, with the same error.
 *
 * Two annotations of ours ride on a variable's schema: `refusal`, the sentence that says what is
 * wrong with a bad value ("does not look like a TMDB v3 API key"), and `secret`, for a value that must
 * never be repeated in that sentence (keys, tokens, URLs that may carry a password). Numbers and
 * choices have their sentence made from their bounds and their list.
 */

/** A bad environment value: the message names the variable first. Never carries a secret. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

/** The annotations a variable's schema may carry besides JSON Schema's own. */
interface SettingNotes {
  refusal?: string;
  secret?: boolean;
}

type Env = Record<string, string | undefined>;

interface AjvError {
  instancePath?: string;
  params?: Record<string, unknown>;
  message?: string;
}

/** The variable an Ajv error is about: `/PORT`, or a missing property's name. */
function variableOf(error: AjvError): string {
  const fromPath = error.instancePath?.replace(/^\//, '');
  if (fromPath) return fromPath;
  const missing = error.params?.missingProperty;
  return typeof missing === 'string' ? missing : 'environment';
}

/** The values a choice allows (TypeBox writes a union of literals as anyOf of consts), or null. */
function choices(schema: TSchema): string[] | null {
  const options = schema.anyOf as { const?: unknown }[] | undefined;
  if (!options?.every((option) => typeof option.const === 'string')) return null;
  return options.map((option) => option.const as string);
}

/** The project's sentence for a refused value, from the variable's schema. */
function refusal(schema: TSchema & SettingNotes, raw: string | undefined, error: AjvError): string {
  const allowed = choices(schema);
  let sentence: string;
  if (schema.type === 'integer') {
    sentence = `expected a whole number from ${schema.minimum as number} to ${schema.maximum as number}`;
  } else if (allowed) {
    sentence = `expected one of ${allowed.join(', ')}`;
  } else {
    sentence = schema.refusal ?? error.message ?? 'is not valid';
  }
  // JSON's quoting: a control character in the value is shown escaped, never written to the log.
  return schema.secret || raw === undefined ? sentence : `${sentence}, got ${JSON.stringify(raw)}`;
}

/**
 * The variables `schema` declares, read from `env` (trimmed; blank counts as unset), checked, with
 * their defaults. Throws a ConfigError for the first bad one.
 */
export function readEnv<T extends TObject>(schema: T, env: Env): Static<T> {
  const data: Record<string, string> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key]?.trim();
    if (value) data[key] = value;
  }
  try {
    return envSchema<Static<T>>({
      schema,
      data,
      dotenv: false,
      ajv: {
        customOptions: (ajv) => ajv.addVocabulary(['refusal', 'secret']),
      },
    });
  } catch (error) {
    const first = (error as { errors?: AjvError[] }).errors?.[0];
    if (!first) throw error;
    const variable = variableOf(first);
    const property = schema.properties[variable] as (TSchema & SettingNotes) | undefined;
    throw new ConfigError(
      variable,
      property ? refusal(property, data[variable], first) : (first.message ?? 'is not valid'),
    );
  }
}

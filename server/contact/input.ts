/**
 * What a visitor may send to `POST /api/email/send-contact`, checked and cleaned. Every refusal carries a
 * sentence of ours that the app shows as is; nothing the visitor sent is ever echoed back in it.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

import { controlCharacters } from '../../common/controlCharacters';
import { hasVisibleText } from '../../common/visibleText';
import { Refusal } from '../refusal';

/** Longest message and subject, after cleaning and trimming, in UTF-16 units (as a browser's maxlength counts). */
export const MAX_MESSAGE_CHARS = 5000;
export const MAX_SUBJECT_CHARS = 200;
/**
 * Largest request body. A message and a subject at their longest fit however they are encoded: a JSON
 * encoder may send every UTF-16 unit as a 6-byte `\uXXXX` escape (what many do for anything beyond
 * ASCII), so 5,200 × 6 bytes plus the field names, under 32 KB. Characters are counted after parsing.
 */
export const MAX_BODY_BYTES = 32 * 1024;

export interface ContactInput {
  /** null when none was given or nothing was left of it. */
  subject: string | null;
  message: string;
}

export const notJson = (): Refusal =>
  new Refusal(
    415,
    'not_json',
    'The message must be sent as JSON (Content-Type: application/json).',
  );

export const tooLarge = (): Refusal =>
  new Refusal(
    413,
    'too_large',
    `The message is too long: it may hold at most ${MAX_MESSAGE_CHARS.toLocaleString('en-US')} characters.`,
  );

export const unreadable = (): Refusal =>
  new Refusal(400, 'unreadable', 'The message could not be read: the request is not valid JSON.');

export const cutShort = (): Refusal =>
  new Refusal(
    400,
    'cut_short',
    'The message could not be read: the request was not as long as it said it would be.',
  );

const refuse = (message: string) => new Refusal(400, 'bad_request', message);

/** C0 and C1 control characters and DEL; the message keeps its line breaks and tabs. */
const CONTROL = controlCharacters({ allow: '\t\n' });
const isControl = (code: number) => CONTROL.test(String.fromCharCode(code));
const SUBJECT_SPACES = /[\t\n\r]+/g;
/** A lone surrogate cannot be stored as UTF-8: it becomes the replacement character. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function clean(text: string): string {
  const kept = Array.from(text.replace(/\r\n?/g, '\n'))
    .filter((ch) => !isControl(ch.charCodeAt(0)))
    .join('');
  return kept.replace(LONE_SURROGATE, '\uFFFD').trim();
}

const count = (n: number) => n.toLocaleString('en-US');

const EMPTY = 'Please write a message before sending.';

/**
 * The body the route takes: an object with a `message` (text) and an optional `subject` (text or
 * null), nothing else. What a schema cannot say (characters counted once cleaned, a message of
 * blanks) is readContactInput's.
 */
export const ContactBody = Type.Object(
  {
    subject: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { refusal: 'The subject must be text.' }),
    ),
    message: Type.Union([Type.String(), Type.Null()], {
      refusal: { required: EMPTY, default: 'The message must be text.' },
    }),
  },
  {
    additionalProperties: false,
    refusal: {
      additionalProperties:
        'The request holds a field this form does not take: only "subject" and "message" are accepted.',
      default: 'The message could not be read: expected a JSON object with a "message" field.',
    },
  },
);
export type ContactBody = Static<typeof ContactBody>;

/**
 * Cleans a body the schema took: the message (1 to 5,000 characters once control characters are
 * stripped and the ends trimmed) and the subject (at most 200 characters, on one line; blank is none).
 * Text is kept as text: HTML in it is neither rejected nor interpreted.
 */
export function readContactInput(body: ContactBody): ContactInput {
  if (body.message === null) throw refuse(EMPTY);
  const message = clean(body.message);
  // Only zero-width or other invisible characters would be stored as a message nobody can read.
  if (!hasVisibleText(message)) throw refuse(EMPTY);
  if (message.length > MAX_MESSAGE_CHARS) {
    throw refuse(
      `The message is too long: it may hold at most ${count(MAX_MESSAGE_CHARS)} characters, and this one has ${count(message.length)}.`,
    );
  }

  let subject: string | null = null;
  if (body.subject !== undefined && body.subject !== null) {
    const cleaned = clean(body.subject.replace(SUBJECT_SPACES, ' '));
    subject = hasVisibleText(cleaned) ? cleaned : null;
    if (subject !== null && subject.length > MAX_SUBJECT_CHARS) {
      throw refuse(`The subject is too long: it may hold at most ${MAX_SUBJECT_CHARS} characters.`);
    }
  }
  return { subject, message };
}

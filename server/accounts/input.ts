/**
 * What a device sends to the account API. Each route's body, query string and path parameters are
 * declared here in TypeBox (checked by server/schemas.ts, so a handler's `request.body` has its type),
 * every field with its pattern and size and the sentence the app shows when it is wrong. What a schema
 * cannot say stays in code, on the typed body: a push's size (a 413, not a 400), each record by its
 * number, a deletion's seal and a body's least length, stamps ahead of the clock. Every refusal is a
 * Refusal (server/refusal.ts) with a sentence the app shows and a code it can act on.
 *
 * Extra fields in a body are taken and ignored, as they always were: a page from another version of
 * the site may send one. A request wrong in several ways hears of one: a missing field before a
 * malformed one (Ajv checks `required` first), the schema's before the code's.
 */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

import { STAMP_PATTERN } from '../../common/syncClock';
import { DEVICE_ID_PATTERN, MAX_STAMP_AHEAD_MS } from '../../common/syncLimits';
import { Refusal } from '../refusal';
import type { IncomingRecord } from './accountStore';

/** The largest record body: an encrypted profile with its largest picture fits. */
export const MAX_BODY_CHARS = 600_000;
/** The largest sealed deletion: a tombstone seals little more than its name and stamp. */
export const MAX_TOMBSTONE_CHARS = 4096;
/** A wrapped account key: 12-byte IV, 32-byte key and 16-byte tag, in base64url (80 characters). */
const WRAPPED_KEY_MAX_CHARS = 200;

export const KEY_32 = /^[A-Za-z0-9_-]{43}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const DEVICE_MAX_CHARS = 400;

export const bad = (message: string) => new Refusal(400, 'bad_request', message);

const malformed = (name: string) => `The ${name} is missing or malformed.`;
const NOT_AN_OBJECT = 'The request must be a JSON object.';

/**
 * A text field of `pattern`, at most `maxLength` characters: missing, of another type or malformed,
 * it is refused as "The <name> is missing or malformed."
 */
function field(name: string, pattern: RegExp, maxLength = 1000) {
  return Type.String({ pattern: pattern.source, maxLength, refusal: malformed(name) });
}

/** A request body: a JSON object, refused as one when it is anything else. */
const asObject = { refusal: NOT_AN_OBJECT };

/** What a registration and a sign-in both send: the signed challenge and the device. */
const entry = {
  /** 2 signs purpose, origin and public key beside the challenge; anything else is version 1. */
  version: Type.Optional(Type.Unknown()),
  publicKey: field('public key', KEY_32),
  challenge: field('challenge', KEY_32),
  signature: field('signature', SIGNATURE),
};
/** The browser may choose its device id, which it seals its device name with. */
const deviceId = Type.Optional(field('device id', DEVICE_ID_PATTERN, 16));

/**
 * `POST /api/account/register`. The wrapped account key is optional here only so that an old page's
 * version-1 registration, which has none, is told to reload (auth.ts) rather than that its key is
 * missing; a version-2 one without it is refused there in this schema's words.
 */
export const RegisterBody = Type.Object(
  {
    ...entry,
    device: field('device name', BASE64URL, DEVICE_MAX_CHARS),
    deviceId,
    wrappedKey: Type.Optional(field('wrapped account key', BASE64URL, WRAPPED_KEY_MAX_CHARS)),
  },
  asObject,
);
export type RegisterBody = Static<typeof RegisterBody>;

/**
 * `POST /api/account/login`. A version-2 sign-in sends an empty device name and seals it once the
 * account key is open (then renames); a version-1 one with none is refused in auth.ts.
 */
export const LoginBody = Type.Object(
  {
    ...entry,
    device: field('device name', /^[A-Za-z0-9_-]*$/, DEVICE_MAX_CHARS),
    deviceId,
  },
  asObject,
);
export type LoginBody = Static<typeof LoginBody>;

/** `POST /api/account/keys`: both signatures over what changes, the new key, and the account's seq. */
export const KeysBody = Type.Object(
  {
    challenge: field('challenge', KEY_32),
    signature: field('signature', SIGNATURE),
    newPublicKey: field('new public key', KEY_32),
    newSignature: field('new signature', SIGNATURE),
    wrappedKey: field('wrapped account key', BASE64URL, WRAPPED_KEY_MAX_CHARS),
    rotate: Type.Boolean({ refusal: 'The change does not say whether it rotates.' }),
    seq: Type.Integer({
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      refusal: 'The sequence number is missing or malformed.',
    }),
  },
  asObject,
);
export type KeysBody = Static<typeof KeysBody>;

/** `/api/account/devices/:id`: a device's id in the account's list. */
export const DeviceParams = Type.Object({ id: field('device', DEVICE_ID_PATTERN) });

/** `PATCH /api/account/devices/:id`: the device's new name, sealed by the browser. */
export const RenameBody = Type.Object(
  { device: field('device name', BASE64URL, DEVICE_MAX_CHARS) },
  asObject,
);

/**
 * `POST /api/sync/push`: a list of records. Each is read by readRecords, whose sentences name the
 * record by its number, after the list's length (a 413), which a schema could not say.
 */
export const PushBody = Type.Object(
  { records: Type.Array(Type.Unknown(), { refusal: 'The records must be a list.' }) },
  asObject,
);

/** `GET /api/sync/pull?after=`: the cursor, a whole number as digits (0 when absent). */
export const PullQuery = Type.Object(
  {
    after: Type.Optional(
      Type.String({
        pattern: '^\\d{1,15}$',
        refusal: 'The cursor ("after") must be a whole number.',
      }),
    ),
  },
  { additionalProperties: false },
);

function text(value: unknown, name: string, pattern: RegExp, max = 1000): string {
  if (typeof value !== 'string' || value.length > max || !pattern.test(value)) {
    throw bad(malformed(name));
  }
  return value;
}

/**
 * A push's records, which the schema took as a list of anything: at most `batchMax` of them (413
 * beyond), each an object with a name, a stamp, whether it is deleted and a sealed body, refused by
 * its number in the list.
 */
export function readRecords(records: unknown[], batchMax: number): IncomingRecord[] {
  if (records.length > batchMax) {
    throw new Refusal(
      413,
      'batch_too_large',
      `Too many changes at once: at most ${batchMax} records go in one push.`,
    );
  }
  return records.map((item: unknown, index) => {
    const r = item as Record<string, unknown> | null;
    const where = `record ${index + 1}`;
    if (typeof r !== 'object' || r === null) throw bad(`The ${where} is not an object.`);
    const name = text(r.name, `name of ${where}`, KEY_32);
    const stamp = text(r.stamp, `stamp of ${where}`, STAMP_PATTERN);
    if (typeof r.deleted !== 'boolean')
      throw bad(`The ${where} does not say whether it is deleted.`);
    // Deletions are sealed too: without its seal a deletion could be forged by anyone with a cookie.
    if (r.deleted && (r.body === null || r.body === undefined)) {
      throw bad(`The deleted ${where} is not sealed.`);
    }
    const max = r.deleted ? MAX_TOMBSTONE_CHARS : MAX_BODY_CHARS;
    const recordBody = text(r.body, `body of ${where}`, BASE64URL, max);
    if (recordBody.length < 38) throw bad(`The body of ${where} is too short to be encrypted.`);
    return { name, stamp, deleted: r.deleted, body: recordBody };
  });
}

/** Refuses a batch with a stamp further ahead of the server's clock than any device may be. */
export function refuseStampsAhead(records: IncomingRecord[], now: number): void {
  const latest = now + MAX_STAMP_AHEAD_MS;
  if (records.some((record) => Number(record.stamp.slice(0, 15)) > latest)) {
    throw new Refusal(
      422,
      'stamp_ahead',
      "These changes are dated more than 5 minutes after the server's time and were not synced. Check this device's clock.",
    );
  }
}

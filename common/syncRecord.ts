/**
 * A synced record as it travels (format 2): the entry's path and value as JSON, padded to one of a few
 * fixed sizes, sealed with AES-GCM under associated data that binds everything the wire says about it
 * (the account, the record's name, its stamp, whether it is a deletion, and the format). A server that
 * moves a body to another name, gives an old body a newer stamp, turns an entry into a deletion or
 * makes one up gets a record that does not open, and a device applies only records that open.
 *
 *   plaintext = JSON {path, value} (a deletion: {path}) + spaces up to the next of PAD_SIZES
 *   aad       = "marquee/record/2\n{account}\n{name}\n{stamp}\n{live|deleted}"
 *   body      = base64url(iv 12 bytes || AES-256-GCM ciphertext and tag)
 *
 * Format 1 (before issue 32) sealed `{path, value}` unpadded under the name alone, and sent deletions
 * bare; see `openLegacyRecord`.
 */
import { openBytes, openJson, recordName, sealBytes } from './accountCrypto';
import type { AccountKeys } from './accountCrypto';

export const RECORD_FORMAT = 2;

/**
 * The sizes a record's plaintext is padded to. An entry of a list, a deletion and a profile field
 * are 512 bytes whatever they name; the profile picture (at most 400 000 characters) is always the
 * largest, so its size tells only that there is one.
 */
export const PAD_SIZES = [512, 4096, 32_768, 409_600] as const;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What a record says on the wire, besides its body. */
export interface RecordMeta {
  name: string;
  stamp: string;
  deleted: boolean;
}

/** An opened record: the entry's path, and its value (undefined for a deletion). */
export interface OpenedRecord {
  path: string;
  value?: unknown;
}

/**
 * The account as its records' associated data name it: a MAC of a fixed label under the account's
 * keys (a label no record path can be), so a record sealed for one account opens in no other.
 */
export function accountTag(keys: AccountKeys): Promise<string> {
  return recordName(keys, '#account');
}

/** The associated data of a record: everything a server could change about it but its body. */
export function recordAad(account: string, meta: RecordMeta): Uint8Array<ArrayBuffer> {
  return encoder.encode(
    `marquee/record/${RECORD_FORMAT}\n${account}\n${meta.name}\n${meta.stamp}\n${meta.deleted ? 'deleted' : 'live'}`,
  );
}

/** `text` as bytes, padded with spaces (which JSON ignores) to the smallest size that holds it. */
export function pad(text: string): Uint8Array<ArrayBuffer> {
  const bytes = encoder.encode(text);
  const size = PAD_SIZES.find((candidate) => candidate >= bytes.length);
  if (size === undefined) {
    throw new RangeError(`A record of ${bytes.length} bytes is larger than any record size.`);
  }
  const padded = new Uint8Array(size).fill(0x20);
  padded.set(bytes);
  return padded;
}

const PATH = /^[A-Za-z]+\/[^\s]{1,200}$/;

/** Seals one entry (or its deletion) for the wire. */
export async function sealRecord(
  keys: AccountKeys,
  account: string,
  meta: RecordMeta,
  entry: OpenedRecord,
): Promise<string> {
  const plain = pad(JSON.stringify(meta.deleted ? { path: entry.path } : entry));
  return sealBytes(keys.contentKey, plain, recordAad(account, meta));
}

/**
 * The entry a record carries, or undefined when it does not open under what the wire says about it,
 * is not padded to one of the sizes, or names a path whose name is not the record's.
 */
export async function openRecord(
  keys: AccountKeys,
  account: string,
  meta: RecordMeta,
  body: string | null,
): Promise<OpenedRecord | undefined> {
  if (typeof body !== 'string') return undefined;
  const plain = await openBytes(keys.contentKey, body, recordAad(account, meta));
  if (!plain) return undefined;
  if (!(PAD_SIZES as readonly number[]).includes(plain.length)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decoder.decode(plain));
  } catch {
    return undefined;
  }
  const opened = parsed as { path?: unknown; value?: unknown } | null;
  if (typeof opened !== 'object' || opened === null || typeof opened.path !== 'string') {
    return undefined;
  }
  if (!PATH.test(opened.path) || (await recordName(keys, opened.path)) !== meta.name) {
    return undefined;
  }
  if (meta.deleted) return { path: opened.path };
  if (!('value' in opened)) return undefined;
  return { path: opened.path, value: opened.value };
}

/**
 * A format-1 record (sealed under its name only), read once when an account that has no format-2
 * record yet is signed in to, so that moving to format 2 loses nothing. Its stamp and deletion flag
 * are not authenticated, so it is never read in ongoing sync.
 */
export async function openLegacyRecord(
  keys: AccountKeys,
  name: string,
  body: string | null,
): Promise<OpenedRecord | undefined> {
  if (typeof body !== 'string') return undefined;
  const opened = (await openJson(keys, body, name)) as
    { path?: unknown; value?: unknown } | undefined;
  if (!opened || typeof opened.path !== 'string' || !PATH.test(opened.path)) return undefined;
  if ((await recordName(keys, opened.path)) !== name) return undefined;
  return { path: opened.path, value: opened.value };
}

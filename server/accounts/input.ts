/**
 * Reading what a device sends to the account API: every field checked against its pattern and size,
 * each refusal a Refusal (server/refusal.ts) with a sentence the app shows and a code it can act on.
 */
import type { FastifyRequest } from 'fastify';

import { STAMP_PATTERN } from '../../common/syncClock';
import { MAX_STAMP_AHEAD_MS } from '../../common/syncLimits';
import { Refusal } from '../refusal';
import type { IncomingRecord } from './accountStore';

/** The largest record body: an encrypted profile with its largest picture fits. */
export const MAX_BODY_CHARS = 600_000;
/** The largest sealed deletion: a tombstone seals little more than its name and stamp. */
export const MAX_TOMBSTONE_CHARS = 4096;

export const KEY_32 = /^[A-Za-z0-9_-]{43}$/;
export const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
export const BASE64URL = /^[A-Za-z0-9_-]+$/;
export const DEVICE_MAX_CHARS = 400;

export const bad = (message: string) => new Refusal(400, 'bad_request', message);

export function text(value: unknown, name: string, pattern: RegExp, max = 1000): string {
  if (typeof value !== 'string' || value.length > max || !pattern.test(value)) {
    throw bad(`The ${name} is missing or malformed.`);
  }
  return value;
}

export function body(request: FastifyRequest): Record<string, unknown> {
  const value = request.body;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw bad('The request must be a JSON object.');
  }
  return value as Record<string, unknown>;
}

export function readRecords(value: unknown, batchMax: number): IncomingRecord[] {
  if (!Array.isArray(value)) throw bad('The records must be a list.');
  if (value.length > batchMax) {
    throw new Refusal(
      413,
      'batch_too_large',
      `Too many changes at once: at most ${batchMax} records go in one push.`,
    );
  }
  return value.map((item: unknown, index) => {
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

/**
 * Sync limits both sides keep: the server refuses what breaks them, and the browser never sends it.
 */

/** How far ahead of the server's clock a record's stamp may be (a device's clock is corrected by the server's). */
export const MAX_STAMP_AHEAD_MS = 300_000;

/** The largest push the browser sends, in bytes of JSON (deploy/nginx.conf lets a little more through). */
export const PUSH_MAX_BYTES = 1_048_576;

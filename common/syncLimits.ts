/**
 * Limits of the sync wire that the browser and the server must agree on (issue 32): the browser cuts
 * its pushes to fit them, the server (and deploy/nginx.conf in front of it) refuses what does not.
 */

/**
 * How far ahead of the server's clock a record's stamp may be. A stamp further ahead would win every
 * merge for that long and drag every device's clock along, so the server refuses the whole push.
 */
export const MAX_STAMP_AHEAD_MS = 300_000;

/**
 * The most JSON a device sends in one push. The server takes a little more (its request limit), and
 * nginx as much as the server, so a push the app cuts to this size is never refused on the way.
 */
export const PUSH_MAX_BYTES = 1_048_576;

/** A device id as the browser chooses it (and seals its device name with): 12 random bytes, base64url. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

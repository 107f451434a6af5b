/**
 * The rules for a profile picture chosen from a file (spec: image-only picker). The browser decodes and
 * re-encodes the picture (features/profile/pictureFile.ts); these pure rules say what is refused before
 * decoding and how large the stored copy is.
 */
import { msg } from '@lingui/core/macro';

/** The longer side of a stored profile picture, in pixels: plenty for a 36 px avatar at 3x and the preview. */
export const PICTURE_MAX_SIDE = 256;

/** Files above this are refused before decoding (a phone photo is 3–20 MB). */
export const PICTURE_MAX_BYTES = 25 * 1024 * 1024;

/**
 * The size a picture of `width` x `height` is stored at: scaled down so that its longer side is at most
 * `max`, proportions kept, never scaled up, each side at least 1 px. Undefined for a size that is not a
 * positive finite number (an image that did not decode).
 */
export function downscaledSize(
  width: number,
  height: number,
  max = PICTURE_MAX_SIDE,
): { width: number; height: number } | undefined {
  const valid = (n: number) => Number.isFinite(n) && n > 0;
  if (!valid(width) || !valid(height) || !valid(max)) return undefined;
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/*
 * The problems are messages: each is its message's id, the English text (scripts/
 * babel-compiled-messages.cjs), which the form shows through `i18n._(problem)` in the visitor's
 * language (pictureFile.ts hands them on as strings).
 */
const NOT_A_PICTURE =
  msg`That file is not a picture. Choose an image file, such as a JPEG or PNG photo.`.id;
const TOO_LARGE = msg`That picture is larger than 25 MB. Choose a smaller one.`.id;

/** Why a chosen file is refused before it is decoded (a message id), or undefined to go ahead. */
export function pictureFileProblem(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith('image/')) return NOT_A_PICTURE;
  if (file.size > PICTURE_MAX_BYTES) return TOO_LARGE;
  if (file.size === 0) return PICTURE_UNREADABLE;
  return undefined;
}

/** A file the browser could not decode as an image (or whose copy could not be made): a message id. */
export const PICTURE_UNREADABLE =
  msg`That file could not be opened as a picture. Choose an image file, such as a JPEG or PNG photo.`
    .id;

import { PICTURE_UNREADABLE, downscaledSize, pictureFileProblem } from '@/features/profile/picture';

import { AVATAR_MAX_CHARS } from './profileSlice';

/** JPEG / WebP quality of the stored copy: small, and still sharp at avatar size. */
const QUALITY = 0.85;

export type PictureResult = { ok: true; dataUrl: string } | { ok: false; message: string };

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

/** Decodes `file` with createImageBitmap, or through an <img> and an object URL where that is missing. */
async function decode(file: File): Promise<Decoded> {
  if (typeof window.createImageBitmap === 'function') {
    const bitmap = await window.createImageBitmap(file);
    return {
      source: bitmap,
      width: bitmap.width,
      height: bitmap.height,
      release: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/** A canvas of the given size with `draw` applied, or null where the browser gives no 2D context. */
function paint(
  width: number,
  height: number,
  draw: (context: CanvasRenderingContext2D) => void,
): HTMLCanvasElement | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  draw(context);
  return canvas;
}

/**
 * WebP where the browser writes it (keeps transparency); else JPEG over a white background (JPEG has no
 * transparency, and a transparent area would turn black).
 */
function encode(canvas: HTMLCanvasElement): string | null {
  const webp = canvas.toDataURL('image/webp', QUALITY);
  if (webp.startsWith('data:image/webp;')) return webp;
  const flat = paint(canvas.width, canvas.height, (context) => {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(canvas, 0, 0);
  });
  const jpeg = flat?.toDataURL('image/jpeg', QUALITY);
  return jpeg?.startsWith('data:image/jpeg;') ? jpeg : null;
}

/**
 * The profile picture to store for a chosen file: decoded in the browser, scaled down so its longer
 * side is at most 256 px (never up) and re-encoded, so a 20 MB photo becomes a few tens of KB. A file
 * that is not an image, is too large, or does not decode gives a message instead.
 */
export async function pictureFromFile(file: File): Promise<PictureResult> {
  const problem = pictureFileProblem(file);
  if (problem) return { ok: false, message: problem };
  let decoded: Decoded;
  try {
    decoded = await decode(file);
  } catch {
    return { ok: false, message: PICTURE_UNREADABLE };
  }
  try {
    const size = downscaledSize(decoded.width, decoded.height);
    if (!size) return { ok: false, message: PICTURE_UNREADABLE };
    const canvas = paint(size.width, size.height, (context) =>
      context.drawImage(decoded.source, 0, 0, size.width, size.height),
    );
    const dataUrl = canvas ? encode(canvas) : null;
    if (!dataUrl || dataUrl.length > AVATAR_MAX_CHARS) {
      return { ok: false, message: PICTURE_UNREADABLE };
    }
    return { ok: true, dataUrl };
  } catch {
    return { ok: false, message: PICTURE_UNREADABLE };
  } finally {
    decoded.release();
  }
}

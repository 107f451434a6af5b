/**
 * The year card drawn on a canvas, and saved from it as a PNG. Kept apart from the card's content
 * (yearCard.ts), which a test reads without a canvas.
 */
import { downloadBlob } from '@/lib/download';

import type { YearCard } from './yearCard';

/** A portrait card, as photo apps and social posts take them. */
export const CARD_WIDTH = 1080;
export const CARD_HEIGHT = 1350;

/** The theme's colours the card is drawn in (no colour of its own). */
export interface CardColours {
  background: string;
  panel: string;
  accent: string;
  text: string;
  muted: string;
}

const MARGIN = 90;
const LINE_HEIGHT = 116;

/** The text cut to `width` with an ellipsis, at the context's font. */
function fitted(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** Draws the card on `canvas` (resizing it); false when the browser gives no 2D context. */
export function drawYearCard(
  canvas: HTMLCanvasElement,
  card: YearCard,
  colours: CardColours,
  fontFamily: string,
): boolean {
  canvas.width = CARD_WIDTH;
  canvas.height = CARD_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) return false;
  const font = (weight: number, size: number) => `${weight} ${size}px ${fontFamily}`;
  const width = CARD_WIDTH - 2 * MARGIN;

  context.fillStyle = colours.background;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.fillStyle = colours.panel;
  context.fillRect(MARGIN / 2, MARGIN / 2, CARD_WIDTH - MARGIN, CARD_HEIGHT - MARGIN);
  context.fillStyle = colours.accent;
  context.fillRect(MARGIN / 2, MARGIN / 2, CARD_WIDTH - MARGIN, 14);

  context.textBaseline = 'alphabetic';
  context.textAlign = 'left';
  context.fillStyle = colours.muted;
  context.font = font(600, 34);
  context.textAlign = 'right';
  context.fillText(fitted(context, card.footer, width / 2), CARD_WIDTH - MARGIN, 130);
  context.textAlign = 'left';
  context.fillStyle = colours.accent;
  context.font = font(800, 150);
  context.fillText(fitted(context, card.heading, width), MARGIN, 250);
  context.fillStyle = colours.text;
  context.font = font(600, 50);
  context.fillText(fitted(context, card.subheading, width), MARGIN, 320);

  let y = 420;
  for (const { label, value } of card.lines) {
    context.fillStyle = colours.muted;
    context.font = font(500, 32);
    context.fillText(fitted(context, label.toUpperCase(), width), MARGIN, y);
    context.fillStyle = colours.text;
    context.font = font(700, 50);
    context.fillText(fitted(context, value, width), MARGIN, y + 56);
    y += LINE_HEIGHT;
  }
  return true;
}

/** The canvas as a PNG file, through the browser's download. */
export function savePng(canvas: HTMLCanvasElement, fileName: string): Promise<boolean> {
  return new Promise((resolve) => {
    canvas.toBlob((blob) => {
      if (!blob) {
        resolve(false);
        return;
      }
      downloadBlob(fileName, blob);
      resolve(true);
    }, 'image/png');
  });
}

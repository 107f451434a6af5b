/** Small guards for values read back from localStorage, which anyone (or anything) may have edited. */
import { controlCharacters } from '@common/controlCharacters';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A positive whole number that survives arithmetic and JSON exactly (not 1e308). */
export function isPositiveId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Bidirectional overrides too: a stored name must not reorder the text around it. */
const CONTROL = controlCharacters({ bidi: true }, 'g');

/**
 * Text read back from storage, fit to show: control characters removed, whitespace at the ends trimmed,
 * at most `max` characters. Undefined for anything that is not a string.
 */
export function storedText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value.replace(CONTROL, '').trim().slice(0, max);
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A stored time (anything Date.parse reads) as it was, or the epoch's when it is missing or unreadable. */
export function storedTime(value: unknown): string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? value
    : new Date(0).toISOString();
}

/** A calendar day, `YYYY-MM-DD`, that exists. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

import { MAX_PAGES } from './pagination';

/** The page from the URL: 1 when missing, not a number or below 1; at most 500. */
export function parsePage(raw: string | null | undefined): number {
  if (raw == null || raw.trim() === '') return 1;
  const value = Number(raw);
  if (!Number.isFinite(value)) return 1;
  const page = Math.floor(value);
  if (page < 1) return 1;
  return Math.min(page, MAX_PAGES);
}

/**
 * How the ratings and the diary are saved: each one's reader of a saved value (or an imported section,
 * another tab's save, another device's records) and its view as keyed entries, one record per rated
 * title and per diary entry. Loaded beside the page (src/app/restorers.ts), like the others.
 */
import { withoutControlCharacters } from '@common/controlCharacters';
import { isMediaType } from '@common/mediaType';
import type { SliceCodec } from '@/lib/persistedSlice';
import { sanitizeDetails, savedMediaKey } from '@/lib/savedTitle';
import { isDay, isFiniteNumber, isPositiveId, isRecord, storedTime } from '@/lib/storedValue';

import { DIARY_NOTE_MAX } from './diarySlice';
import type { DiaryEntry, DiaryState } from './diarySlice';
import type { Rating, RatingsState } from './ratingsSlice';

/** A rating as stored: 0.5 to 5 in half stars. */
export const isRatingValue = (value: unknown): value is number =>
  isFiniteNumber(value) && value >= 0.5 && value <= 5 && Number.isInteger(value * 2);

const DIARY_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** A stored rating if it is well formed, else null (dropped). */
export function sanitizeRating(value: unknown): Rating | null {
  if (!isRecord(value) || !isPositiveId(value.media_id) || !isMediaType(value.media_type)) {
    return null;
  }
  if (!isRatingValue(value.rating)) return null;
  return {
    media_id: value.media_id,
    media_type: value.media_type,
    rating: value.rating,
    rated_at: storedTime(value.rated_at),
    details: sanitizeDetails(value.details),
  };
}

/** A stored diary entry if it is well formed, else null (dropped). */
export function sanitizeDiaryEntry(value: unknown): DiaryEntry | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !DIARY_ID.test(value.id)) return null;
  if (!isPositiveId(value.media_id) || !isMediaType(value.media_type)) return null;
  if (!isDay(value.watched_on)) return null;
  const raw = isRecord(value.details) ? value.details : {};
  const details: DiaryEntry['details'] = sanitizeDetails(raw);
  if (isPositiveId(raw.runtime) && raw.runtime < 10_000) details.runtime = raw.runtime;
  if (Array.isArray(raw.genre_ids)) {
    details.genre_ids = raw.genre_ids.filter(isPositiveId).slice(0, 20);
  }
  return {
    id: value.id,
    media_id: value.media_id,
    media_type: value.media_type,
    watched_on: value.watched_on,
    rewatch: value.rewatch === true,
    // Line breaks and tabs are the note's own; other control characters go.
    note:
      typeof value.note === 'string'
        ? withoutControlCharacters(value.note, { allow: '\t\n', bidi: true }).slice(
            0,
            DIARY_NOTE_MAX,
          )
        : '',
    logged_at: storedTime(value.logged_at),
    details,
  };
}

/** Reads the stored ratings back (`{byTitle}`); bad entries are dropped one by one. */
export function restoreRatings(stored: unknown): RatingsState | undefined {
  if (!isRecord(stored) || !isRecord(stored.byTitle)) return undefined;
  const byTitle: Record<string, Rating> = {};
  for (const [key, value] of Object.entries(stored.byTitle)) {
    const rating = sanitizeRating(value);
    if (rating && savedMediaKey(rating) === key) byTitle[key] = rating;
  }
  return { byTitle };
}

/** Reads the stored diary back (`{entries}`); bad entries are dropped one by one. */
export function restoreDiary(stored: unknown): DiaryState | undefined {
  if (!isRecord(stored) || !isRecord(stored.entries)) return undefined;
  const entries: Record<string, DiaryEntry> = {};
  for (const [key, value] of Object.entries(stored.entries)) {
    const entry = sanitizeDiaryEntry(value);
    if (entry && entry.id === key) entries[key] = entry;
  }
  return { entries };
}

export const ratingsCodec: SliceCodec<RatingsState> = {
  restore: restoreRatings,
  view: {
    fields: (state) => state.byTitle,
    build: (fields) => ({ byTitle: fields as RatingsState['byTitle'] }),
  },
};

export const diaryCodec: SliceCodec<DiaryState> = {
  restore: restoreDiary,
  view: {
    fields: (state) => state.entries,
    build: (fields) => ({ entries: fields as DiaryState['entries'] }),
  },
};

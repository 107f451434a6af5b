import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import type { MediaType } from '@common/mediaType';
import type { SavedDetails } from '@/lib/savedTitle';

/** One viewing the visitor logged: a title watched on a day. */
export interface DiaryEntry {
  /** The entry's own id (a title can be logged many times). */
  id: string;
  media_id: number;
  media_type: MediaType;
  /** The day it was watched, `YYYY-MM-DD`, in the visitor's calendar. */
  watched_on: string;
  rewatch: boolean;
  /** A private note, at most DIARY_NOTE_MAX characters; empty when none. */
  note: string;
  /** When the entry was made or last edited. */
  logged_at: string;
  /** What the diary and the charts show of the title, kept so they need no request. */
  details: SavedDetails & {
    /** Minutes (a show's: of an episode). */
    runtime?: number;
    genre_ids?: number[];
  };
}

export interface DiaryState {
  /** By entry id. */
  entries: Record<string, DiaryEntry>;
}

export const DIARY_NOTE_MAX = 2000;

const initialState: DiaryState = { entries: {} };

export const diarySlice = createSlice({
  name: 'diary',
  initialState,
  reducers: {
    /** A new entry, or an edited one (the same id). */
    diaryEntrySaved(state, { payload }: PayloadAction<DiaryEntry>) {
      state.entries[payload.id] = payload;
    },
    diaryEntryDeleted(state, { payload: id }: PayloadAction<string>) {
      delete state.entries[id];
    },
  },
});

export const { diaryEntrySaved, diaryEntryDeleted } = diarySlice.actions;

import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface StorageState {
  /** Saves the browser refused during this visit (quota full or storage disabled). */
  failedWrites: number;
  /**
   * This browser's saved lists are in the store. False on the server and while a server-rendered page
   * hydrates: screens made of the visitor's own lists show a placeholder until then, not "empty".
   */
  restored: boolean;
}

const initialState: StorageState = { failedWrites: 0, restored: true };

/** How saving to this browser is going; not persisted (it describes this visit). */
export const storageSlice = createSlice({
  name: 'storage',
  initialState,
  reducers: {
    /** The payload says why (the browser's error, as text) for the console. */
    storageWriteFailed(state, _action: PayloadAction<string>) {
      state.failedWrites += 1;
    },
    /** The saved lists are back from localStorage (or could not be had). */
    savedListsRestored(state) {
      state.restored = true;
    },
  },
  selectors: {
    selectFailedWrites: (state) => state.failedWrites,
    selectRestored: (state) => state.restored,
  },
});

export const { storageWriteFailed, savedListsRestored } = storageSlice.actions;
export const { selectFailedWrites, selectRestored } = storageSlice.selectors;

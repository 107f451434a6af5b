import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface StorageState {
  /** Saves the browser refused during this visit (quota full or storage disabled). */
  failedWrites: number;
}

const initialState: StorageState = { failedWrites: 0 };

/** How saving to this browser is going; not persisted (it describes this visit). */
export const storageSlice = createSlice({
  name: 'storage',
  initialState,
  reducers: {
    /** The payload says why (the browser's error, as text) for the console. */
    storageWriteFailed(state, _action: PayloadAction<string>) {
      state.failedWrites += 1;
    },
  },
  selectors: {
    selectFailedWrites: (state) => state.failedWrites,
  },
});

export const { storageWriteFailed } = storageSlice.actions;
export const { selectFailedWrites } = storageSlice.selectors;

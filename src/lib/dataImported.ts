import { createAction } from '@reduxjs/toolkit';

import type { BackupData } from './backup';

/**
 * Replaces each persisted slice named in the payload with the given state (the store wires this; see
 * src/app/otherTab.ts). Its own module, so the store (in every page's first load) does not carry the
 * file format's code.
 */
export const dataImported = createAction<Partial<BackupData>>('data/imported');

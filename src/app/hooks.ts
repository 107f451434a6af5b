// The only place raw react-redux hooks are allowed (eslint bans them elsewhere).
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { TypedStartListening } from '@reduxjs/toolkit';

import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/** What a feature's listener registration receives from `makeStore`. */
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

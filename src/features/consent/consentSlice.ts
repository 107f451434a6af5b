import { createSlice } from '@reduxjs/toolkit';

import { isRecord } from '@/lib/storedValue';

export interface ConsentState {
  /** 'all' once the visitor accepted all cookies; essential-only is never stored (spec). */
  storage: 'all' | null;
  domainNoticeAccepted: boolean;
}

const initialState: ConsentState = { storage: null, domainNoticeAccepted: false };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    /** 'Accept All Cookies'. */
    allCookiesAccepted(state) {
      state.storage = 'all';
    },
    /** 'Got it, continue to site'. */
    domainNoticeAccepted(state) {
      state.domainNoticeAccepted = true;
    },
  },
  selectors: {
    selectStorageConsent: (state) => state.storage,
    selectDomainNoticeAccepted: (state) => state.domainNoticeAccepted,
  },
});

export const { allCookiesAccepted, domainNoticeAccepted } = consentSlice.actions;
export const { selectStorageConsent, selectDomainNoticeAccepted } = consentSlice.selectors;

export function restoreConsent(stored: unknown): ConsentState | undefined {
  if (!isRecord(stored)) return undefined;
  return {
    storage: stored.storage === 'all' ? 'all' : null,
    domainNoticeAccepted: stored.domainNoticeAccepted === true,
  };
}

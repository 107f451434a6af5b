import { createSlice } from '@reduxjs/toolkit';

import { isRecord } from '@/lib/storedValue';

export interface ConsentState {
  /**
   * The visitor's answer to the cookie consent: 'all' or 'essential', or null while they have given
   * none. Essential-only is stored too, unlike the spec: a refusal is as final as an acceptance
   * (DECISIONS: "Declining cookies is remembered").
   */
  storage: 'all' | 'essential' | null;
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
    /** 'Accept Essential Only'. */
    essentialCookiesAccepted(state) {
      state.storage = 'essential';
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

export const { allCookiesAccepted, essentialCookiesAccepted, domainNoticeAccepted } =
  consentSlice.actions;
export const { selectStorageConsent, selectDomainNoticeAccepted } = consentSlice.selectors;

/**
 * The saved consent, from any version: version 1 stored only 'all' (a refusal was not kept), version 2
 * also 'essential'. Anything else is no answer, so the modal asks again.
 */
export function restoreConsent(stored: unknown): ConsentState | undefined {
  if (!isRecord(stored)) return undefined;
  return {
    storage: stored.storage === 'all' || stored.storage === 'essential' ? stored.storage : null,
    domainNoticeAccepted: stored.domainNoticeAccepted === true,
  };
}

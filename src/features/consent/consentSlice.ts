import { createSlice } from '@reduxjs/toolkit';

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

import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

import { isLocaleTag } from '@common/locales';
import type { LocaleTag } from '@common/locales';
import { storedText } from '@/lib/storedValue';
import { isRegionCode } from '@/lib/regionCode';
import { cleanStreamingServices } from '@/lib/streamingServices';
import type { StreamingService } from '@/lib/streamingServices';

/** Spec: the username saved empty becomes 'Guest User'. */
export const DEFAULT_USERNAME = 'Guest User';
/** The longest username kept (longer is cut); the form's field stops there too. */
export const USERNAME_MAX = 40;
/** An avatar is an inline image; a larger one would crowd out the lists in localStorage. */
export const AVATAR_MAX_CHARS = 400_000;

export interface ProfileState {
  username: string;
  avatar: string | null;
  /**
   * The region "Where to watch" shows (US, DE); null (or unset, in a state built before it existed)
   * follows the browser's language.
   */
  region?: string | null;
  /**
   * The streaming services the visitor has, for the lists' "On my services" filter (issue 31); unset
   * until the visitor first picks one. Synced with an account, unlike the region (a device's place).
   */
  services?: StreamingService[];
  /**
   * The language chosen in Settings (issue 35; a LocaleTag), synced with an account; unset until
   * chosen, when the site follows the browser's languages.
   */
  language?: LocaleTag;
}

const initialState: ProfileState = { username: DEFAULT_USERNAME, avatar: null, region: null };

/** One empty list for every state without services, so the selector's answer stays the same. */
const NO_SERVICES: StreamingService[] = [];

export function cleanUsername(value: string): string {
  return storedText(value, USERNAME_MAX) || DEFAULT_USERNAME;
}

export function isAvatar(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= AVATAR_MAX_CHARS &&
    /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/.test(value)
  );
}

/** The first letter of a username upper-cased, or G (spec). */
export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || 'G';

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {
    profileSaved(state, action: PayloadAction<{ username: string; avatar?: string | null }>) {
      state.username = cleanUsername(action.payload.username);
      if (action.payload.avatar !== undefined) {
        state.avatar = isAvatar(action.payload.avatar) ? action.payload.avatar : null;
      }
    },
    /**
     * The visitor picked a region for "Where to watch" (there or in Settings), or null to follow the
     * browser's language again (Settings' first choice); anything else is ignored.
     */
    watchRegionChosen(state, action: PayloadAction<string | null>) {
      if (action.payload === null || isRegionCode(action.payload)) state.region = action.payload;
    },
    /** The visitor chose the site's language in Settings; anything but a language is ignored. */
    languageChosen(state, action: PayloadAction<string>) {
      if (isLocaleTag(action.payload)) state.language = action.payload;
    },
    /** The visitor ticked or unticked a service they have; malformed entries are left out. */
    watchServicesChosen(state, action: PayloadAction<StreamingService[]>) {
      state.services = cleanStreamingServices(action.payload);
    },
  },
  selectors: {
    selectUsername: (state) => state.username,
    selectAvatar: (state) => state.avatar,
    selectWatchRegion: (state) => state.region ?? null,
    selectWatchServices: (state) => state.services ?? NO_SERVICES,
    /** The first letter of the username upper-cased, or G. */
    selectInitial: (state) => initialOf(state.username),
  },
});

export const { profileSaved, watchRegionChosen, watchServicesChosen, languageChosen } =
  profileSlice.actions;
export const {
  selectUsername,
  selectAvatar,
  selectInitial,
  selectWatchRegion,
  selectWatchServices,
} = profileSlice.selectors;

/**
 * The codec of the profile's saved state: its reader and its view as entries (see
 * src/features/lists/progress/persisted.ts for why it is a module of its own).
 */
import { isLocaleTag } from '@common/locales';
import { wholeRecordView } from '@/lib/persistedSlice';
import type { SliceCodec } from '@/lib/persistedSlice';
import { isRecord } from '@/lib/storedValue';
import { isRegionCode } from '@/lib/regionCode';
import { cleanStreamingServices } from '@/lib/streamingServices';

import { DEFAULT_USERNAME, cleanUsername, isAvatar } from './profileSlice';
import type { ProfileState } from './profileSlice';

/** Reads the saved profile back: each field checked, anything else dropped or defaulted. */
export function restoreProfile(stored: unknown): ProfileState | undefined {
  if (!isRecord(stored)) return undefined;
  return {
    username:
      typeof stored.username === 'string' ? cleanUsername(stored.username) : DEFAULT_USERNAME,
    avatar: isAvatar(stored.avatar) ? stored.avatar : null,
    region: isRegionCode(stored.region) ? stored.region : null,
    // Kept unset in a state saved before services existed (the selector reads that as none).
    ...(stored.services === undefined ? {} : { services: cleanStreamingServices(stored.services) }),
    // Unset until chosen; a value that names no language is dropped.
    ...(isLocaleTag(stored.language) ? { language: stored.language } : {}),
  };
}

export const profileCodec: SliceCodec<ProfileState> = {
  restore: restoreProfile,
  view: wholeRecordView(),
};

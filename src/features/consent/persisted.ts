/**
 * The codec of the consent's saved state: its reader and its view as entries (see
 * src/features/lists/progress/persisted.ts for why it is a module of its own).
 */
import { wholeRecordView } from '@/lib/persistedSlice';
import type { SliceCodec } from '@/lib/persistedSlice';
import { isRecord } from '@/lib/storedValue';

import type { ConsentState } from './consentSlice';

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

export const consentCodec: SliceCodec<ConsentState> = {
  restore: restoreConsent,
  view: wholeRecordView(),
};

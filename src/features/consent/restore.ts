/** The consent's reader (see src/features/progress/restore.ts for why it is a module of its own). */
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

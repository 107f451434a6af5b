import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

import { useAppDispatch, useAppStore } from '@/app/hooks';
import {
  BACKUP_SECTIONS,
  backupData,
  dataImported,
  emptyBackupData,
  mergeBackup,
} from '@/lib/backup';
import type { BackupData, BackupSection } from '@/lib/backup';
import { PERSISTED_KEYS } from '@/lib/storageKeys';
import { extraCharacters, hasRoomFor, savedLength } from '@/lib/storageFit';

export type ImportMode = 'merge' | 'replace';

export type ImportOutcome =
  { ok: true; written: Partial<BackupData> } | { ok: false; message: string };

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Writes imported sections into the lists (the data file's import, and Letterboxd's): merged with what
 * this browser holds (newest entry per title wins, lib/backup mergeBackup) or replacing it. Only the
 * sections given are touched. Before anything is written, the space the new values take is tried
 * against the browser's storage; an import that would not fit changes nothing and says so.
 */
export function useImportData() {
  const { t } = useLingui();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  return useCallback(
    (incoming: Partial<BackupData>, mode: ImportMode): ImportOutcome => {
      const sections = BACKUP_SECTIONS.filter((section) => incoming[section] !== undefined);
      const merged =
        mode === 'merge'
          ? mergeBackup(backupData(store.getState()), { ...emptyBackupData(), ...incoming })
          : { ...emptyBackupData(), ...incoming };
      const written: Partial<BackupData> = {};
      const lengths: Record<string, number> = {};
      for (const section of sections) {
        Object.assign(written, { [section]: merged[section] });
        lengths[PERSISTED_KEYS[section].key] = savedLength(merged[section], section);
      }

      const storage = localStorageOrNull();
      if (!storage) {
        return {
          ok: false,
          message: t`This browser is blocking access to its storage, so nothing can be imported.`,
        };
      }
      const extra = extraCharacters(storage, lengths);
      if (!hasRoomFor(storage, extra)) {
        const kilobytes = Math.ceil((extra * 2) / 1024);
        return {
          ok: false,
          message: t`This would not fit: the import needs about ${kilobytes} KB more than this browser's storage has free. Nothing was imported.`,
        };
      }
      dispatch(dataImported(written));
      return { ok: true, written };
    },
    [dispatch, store, t],
  );
}

export type { BackupSection };

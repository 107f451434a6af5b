import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';

import { ResumeCard } from '@/components/ResumeCard';
import { useFocusAfterRemoval } from '@/hooks/useFocusAfterRemoval';
import type { ResumeEntry } from '@/lib/resume';
import { savedMediaKey } from '@/lib/savedTitle';

import { ContentRow } from './ContentRow';

interface ContinueWatchingRowProps {
  items: readonly { entry: ResumeEntry; percent?: number }[];
  /** Takes a title off the list. */
  onRemove: (entry: ResumeEntry) => void;
}

/**
 * The visitor's titles in progress, newest first, each with how far it was played and a button that
 * takes it off the list; absent when there are none.
 */
export function ContinueWatchingRow({ items, onRemove }: ContinueWatchingRowProps) {
  const { t } = useLingui();
  const row = useRef<HTMLElement>(null);
  // The last one gone, the row goes too: the keyboard's place moves to the page's main content.
  const removed = useFocusAfterRemoval(row, items.length, () => document.getElementById('main'));
  if (items.length === 0) return null;
  return (
    <ContentRow ref={row} title={t`Continue Watching`} to="/continue-watching">
      {items.map(({ entry, percent }, index) => (
        <ResumeCard
          key={savedMediaKey(entry)}
          entry={entry}
          percent={percent}
          onRemove={() => {
            removed(index);
            onRemove(entry);
          }}
        />
      ))}
    </ContentRow>
  );
}

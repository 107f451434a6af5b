import { ResumeCard } from '@/components/ResumeCard';
import type { ResumeEntry } from '@/lib/resume';
import { savedMediaKey } from '@/lib/savedTitle';

import { ContentRow } from './ContentRow';

/** The visitor's titles in progress, newest first; absent when there are none. */
export function ContinueWatchingRow({ entries }: { entries: readonly ResumeEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ContentRow title="Continue Watching" to="/continue-watching">
      {entries.map((entry) => (
        <ResumeCard key={savedMediaKey(entry)} entry={entry} />
      ))}
    </ContentRow>
  );
}

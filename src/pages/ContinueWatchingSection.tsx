import { ContinueWatchingRow } from '@/features/home/ContinueWatchingRow';

import { useResumeEntries } from './useResumeEntries';

/** The home page's Continue Watching row, wired to the visitor's list (loaded only when it has titles). */
export default function ContinueWatchingSection() {
  const { items, remove } = useResumeEntries();
  return <ContinueWatchingRow items={items} onRemove={remove} />;
}

import { useAppSelector } from '@/app/hooks';
import { StatsScreen } from '@/features/stats/StatsScreen';
import { selectRestored } from '@/features/storage/storageSlice';

/** /stats: the visitor's year (or all time) in figures and charts, from their own records. */
export default function StatsPage() {
  // The records are this browser's: until they are back from storage the screen waits.
  const restored = useAppSelector(selectRestored);
  return <StatsScreen restored={restored} />;
}

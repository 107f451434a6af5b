import { useAppSelector } from '@/app/hooks';
import { selectRestored } from '@/features/storage/storageSlice';
import { DiaryScreen } from '@/features/taste/DiaryScreen';

/** /diary: what the visitor marked as watched, by month. */
export default function DiaryPage() {
  // The diary is this browser's: until it is back from storage the screen waits rather than say 'empty'.
  const restored = useAppSelector(selectRestored);
  return <DiaryScreen restored={restored} />;
}

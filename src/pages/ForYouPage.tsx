import { useAppSelector } from '@/app/hooks';
import { ForYouScreen } from '@/features/forYou/ForYouScreen';
import { selectRestored } from '@/features/storage/storageSlice';

/** /for-you: suggestions ranked in this browser from the visitor's own lists. */
export default function ForYouPage() {
  // The lists are this browser's: until they are back from storage the screen waits.
  const restored = useAppSelector(selectRestored);
  return <ForYouScreen restored={restored} />;
}

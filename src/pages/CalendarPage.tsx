import { useAppSelector } from '@/app/hooks';
import { CalendarScreen } from '@/features/calendar/CalendarScreen';
import { selectRestored } from '@/features/storage/storageSlice';

/** /calendar: what's next for the titles the visitor follows, read in this browser. */
export default function CalendarPage() {
  // The lists are this browser's: until they are back from storage the screen waits.
  const restored = useAppSelector(selectRestored);
  return <CalendarScreen restored={restored} />;
}

import { useAppSelector } from '@/app/hooks';
import type { AppStore } from '@/app/hooks';
import { ForYouScreen } from '@/features/forYou/ForYouScreen';
import { selectTasteSignals } from '@/features/forYou/signals';
import { fetchForYou, mediaTypeOfSearch } from '@/features/forYou/useForYou';
import { selectRestored } from '@/features/storage/storageSlice';

/** /for-you: suggestions ranked in this browser from the visitor's own lists. */
export default function ForYouPage() {
  // The lists are this browser's: until they are back from storage the screen waits.
  const restored = useAppSelector(selectRestored);
  return <ForYouScreen restored={restored} />;
}

/**
 * On the first load, For You's requests start as soon as the lists are back from storage, while the
 * page the server sent is still being hydrated; the screen then finds their answers cached.
 */
export function startData(store: AppStore): void {
  const begin = () =>
    void fetchForYou(
      store.dispatch,
      selectTasteSignals(store.getState()),
      mediaTypeOfSearch(window.location.search),
    );
  if (selectRestored(store.getState())) {
    begin();
    return;
  }
  const unsubscribe = store.subscribe(() => {
    if (!selectRestored(store.getState())) return;
    unsubscribe();
    begin();
  });
}

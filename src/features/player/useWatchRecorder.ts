import { useCallback, useEffect, useRef } from 'react';

import type { MediaType } from '@common/mediaType';
import type { MediaDataMessage } from '@common/mediaData';
import { PROGRESS_WRITE_INTERVAL_MS } from '@/lib/player';
import type { SavedDetails } from '@/lib/savedTitle';
import { createThrottle } from '@/features/player/throttle';

export interface WatchedTitle {
  type: MediaType;
  id: number;
  /** The display fields the continue-watching entry keeps. */
  details: SavedDetails;
  /** TV: the episode playing. */
  season?: number;
  episode?: number;
  /** TV: this episode is the show's last (spec: the show is then marked finished). */
  finale?: boolean;
}

/** Where the visitor's watching is saved (the page wires the lists and progress). */
export interface WatchRecording {
  /** The title opened (once per title and episode). */
  opened: (title: WatchedTitle) => void;
  /** Progress to save: called at most once per PROGRESS_WRITE_INTERVAL_MS, with the latest message. */
  progressed: (title: WatchedTitle, message: MediaDataMessage) => void;
}

/**
 * Records what the visitor watches: `opened` once the page knows its title (again for each episode),
 * and progress throttled to one save per PROGRESS_WRITE_INTERVAL_MS, the latest message winning, plus
 * one when the page is hidden or left. A player posting thousands of messages a second costs a few
 * saves a minute.
 *
 * Returns the function a player calls with each accepted message.
 */
export function useWatchRecorder(
  title: WatchedTitle | undefined,
  recording: WatchRecording,
): (message: MediaDataMessage) => void {
  const titleRef = useRef(title);
  const recordingRef = useRef(recording);
  const key = title ? `${title.type}-${title.id}-${title.season ?? ''}-${title.episode ?? ''}` : '';

  useEffect(() => {
    titleRef.current = title;
    recordingRef.current = recording;
  });

  useEffect(() => {
    const opened = titleRef.current;
    if (opened) recordingRef.current.opened(opened);
  }, [key]);

  const throttleRef = useRef<ReturnType<typeof createThrottle<MediaDataMessage>> | null>(null);
  useEffect(() => {
    const throttle = createThrottle<MediaDataMessage>((message) => {
      const current = titleRef.current;
      if (current) recordingRef.current.progressed(current, message);
    }, PROGRESS_WRITE_INTERVAL_MS);
    throttleRef.current = throttle;
    const onPageHide = () => throttle.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      throttle.flush();
      throttleRef.current = null;
    };
  }, [key]);

  return useCallback((message: MediaDataMessage) => throttleRef.current?.push(message), []);
}

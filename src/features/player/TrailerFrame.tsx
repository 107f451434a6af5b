import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

import type { MediaDataMessage } from '@common/mediaData';
import { DEFAULT_ALLOW, DEFAULT_SANDBOX } from '@common/players';
import { useHydrated } from '@/hooks/useHydrated';
import type { FrameProblem } from '@/features/player/frameHealth';
import { YOUTUBE_EMBED_ORIGIN, youtubeTrailerUrl } from '@/lib/youtube';
import type { YouTubeTimes } from '@/features/player/youtubeProgress';
import {
  listeningMessage,
  readYouTubeDelivery,
  youtubeProgress,
} from '@/features/player/youtubeProgress';

import { FrameBox } from './FrameBox';

/** How often, and how many times, the page asks the player to start talking. */
const LISTEN_EVERY_MS = 500;
const LISTEN_TRIES = 40;

interface TrailerFrameProps {
  videoKey: string;
  title: string;
  onProgress: (message: MediaDataMessage) => void;
  renderProblem: (problem: FrameProblem, retry: () => void) => ReactNode;
}

/**
 * The built-in Trailer provider: YouTube's privacy-enhanced player, its progress read over the IFrame
 * API's message channel (./youtubeProgress) from YouTube's origin and this frame only.
 */
export function TrailerFrame({ videoKey, title, onProgress, renderProblem }: TrailerFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The page's origin is the browser's to know; until then FrameBox shows its loading state.
  const origin = useHydrated() ? window.location.origin : null;
  const src = origin ? youtubeTrailerUrl(videoKey, origin) : '';

  useEffect(() => {
    if (!src) return;
    let times: YouTubeTimes = {};
    let answered = false;
    let tries = 0;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== YOUTUBE_EMBED_ORIGIN) return;
      if (event.source !== frame.current?.contentWindow) return;
      const next = readYouTubeDelivery(event.data, times);
      if (!next) return;
      answered = true;
      times = next;
      const message = youtubeProgress(times);
      if (message) onProgress(message);
    };
    window.addEventListener('message', onMessage);
    const timer = window.setInterval(() => {
      tries += 1;
      if (answered || tries > LISTEN_TRIES) {
        window.clearInterval(timer);
        return;
      }
      frame.current?.contentWindow?.postMessage(listeningMessage(1), YOUTUBE_EMBED_ORIGIN);
    }, LISTEN_EVERY_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(timer);
    };
  }, [src, onProgress]);

  return (
    <FrameBox
      key={src}
      ref={frame}
      src={src}
      title={title}
      sandbox={DEFAULT_SANDBOX}
      allow={DEFAULT_ALLOW}
      referrerPolicy="origin"
      renderProblem={renderProblem}
    />
  );
}

import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

import type { MediaDataMessage } from '@common/mediaData';
import { readMediaData } from '@common/mediaData';
import type { PlayerProvider } from '@common/players';
import type { FrameProblem } from '@/features/player/frameHealth';

import { FrameBox } from './FrameBox';

interface ProviderFrameProps {
  provider: PlayerProvider;
  src: string;
  /** The iframe's accessible name. */
  title: string;
  onProgress: (message: MediaDataMessage) => void;
  renderProblem: (problem: FrameProblem, retry: () => void) => ReactNode;
}

/**
 * A configured provider's player: its address from the template, the sandbox and `allow` list from
 * config, and only the origin, never the path, as referrer. Progress is read from `message` events
 * sent by this frame from the provider's progressOrigin in the MEDIA_DATA shape; anything else is
 * ignored quietly (other frames, even of the same origin, extensions and players post all sorts).
 */
export function ProviderFrame({
  provider,
  src,
  title,
  onProgress,
  renderProblem,
}: ProviderFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { progressOrigin } = provider;
  useEffect(() => {
    if (!progressOrigin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== progressOrigin) return;
      if (!event.source || event.source !== frame.current?.contentWindow) return;
      const message = readMediaData(event.data);
      if (message) onProgress(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [progressOrigin, onProgress]);

  return (
    <FrameBox
      key={src}
      ref={frame}
      src={src}
      title={title}
      sandbox={provider.sandbox}
      allow={provider.allow}
      referrerPolicy="origin"
      renderProblem={renderProblem}
    />
  );
}

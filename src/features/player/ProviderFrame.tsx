import { useEffect } from 'react';

import type { MediaDataMessage, PlayerProvider } from '@common/players';
import { readMediaData } from '@common/players';

import { FrameBox } from './FrameBox';

interface ProviderFrameProps {
  provider: PlayerProvider;
  src: string;
  /** The iframe's accessible name. */
  title: string;
  onProgress: (message: MediaDataMessage) => void;
}

/**
 * A configured provider's player: its address from the template, the sandbox and `allow` list from
 * config, and only the origin, never the path, as referrer. Progress is read from `message` events
 * sent from the provider's progressOrigin in the MEDIA_DATA shape; anything else is ignored quietly
 * (other frames, extensions and players post all sorts).
 */
export function ProviderFrame({ provider, src, title, onProgress }: ProviderFrameProps) {
  const { progressOrigin } = provider;
  useEffect(() => {
    if (!progressOrigin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== progressOrigin) return;
      const message = readMediaData(event.data);
      if (message) onProgress(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [progressOrigin, onProgress]);

  return (
    <FrameBox
      key={src}
      src={src}
      title={title}
      sandbox={provider.sandbox}
      allow={provider.allow}
      referrerPolicy="origin"
    />
  );
}

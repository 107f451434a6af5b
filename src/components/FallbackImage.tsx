import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import type { ReactNode } from 'react';

interface FallbackImageProps {
  /** The image's URL; none shows the fallback at once. */
  src: string | null | undefined;
  /** What shows instead when there is no source or its load failed (null for nothing). */
  fallback: ReactNode;
  /** Empty (the default) when the image only repeats text shown beside it. */
  alt?: string;
  /** The first image of a page loads eagerly; the rest lazily. */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An image that gives way to `fallback` when it has no source or fails to load (an offline CDN, a
 * path TMDB no longer serves), so a card never shows a broken-image icon. A new source tries again.
 */
export function FallbackImage({ src, fallback, alt = '', eager = false, sx }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={sx}
    />
  );
}

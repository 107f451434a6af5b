import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';

import { posterColour } from '@/components/GeneratedPoster';
import { imageUrl } from '@/lib/image';
import { useImageBase } from '@/services/site';

const cover = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;

/**
 * The collection's backdrop (w1280, decorative), dimmed so the text over it reads; a gradient in the
 * collection's colour when it has none or the image fails to load.
 */
export function CollectionBackdrop({ id, path }: { id: number; path: string | null | undefined }) {
  const base = useImageBase();
  const src = imageUrl(base, path, 'w1280');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  let picture;
  if (base === undefined && path) {
    // The server has not yet said where images load from: a plain dark cover, nothing requested.
    picture = <Box sx={{ ...cover, bgcolor: 'grey.900' }} />;
  } else if (!src || failedSrc === src) {
    const colour = posterColour(id);
    picture = (
      <Box
        data-testid="collection-backdrop-fallback"
        sx={{
          ...cover,
          backgroundColor: colour,
          backgroundImage: ({ palette }) =>
            `radial-gradient(circle at 75% 25%, ${alpha(palette.common.white, 0.16)}, transparent 55%), linear-gradient(135deg, ${colour} 0%, ${palette.background.default} 90%)`,
        }}
      />
    );
  } else {
    picture = (
      <Box
        component="img"
        src={src}
        srcSet={`${imageUrl(base, path, 'w780')} 780w, ${src} 1280w`}
        sizes="100vw"
        alt=""
        fetchPriority="high"
        decoding="async"
        onError={() => setFailedSrc(src)}
        sx={{ ...cover, objectFit: 'cover', bgcolor: 'grey.900' }}
      />
    );
  }
  return (
    <Box aria-hidden sx={cover}>
      {picture}
      <Box
        sx={{
          ...cover,
          background: ({ palette }) => {
            const page = palette.background.default;
            return `linear-gradient(90deg, ${alpha(page, 0.92)} 0%, ${alpha(page, 0.7)} 50%, ${alpha(page, 0.35)} 100%), linear-gradient(0deg, ${page} 0%, ${alpha(page, 0)} 50%)`;
          },
        }}
      />
    </Box>
  );
}

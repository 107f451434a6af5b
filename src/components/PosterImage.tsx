import Box from '@mui/material/Box';

import { imageUrl } from '@/lib/image';
import { useImageBase } from '@/services/site';
import type { ImageSize } from '@/lib/image';

import { FallbackImage } from './FallbackImage';
import { GeneratedPoster } from './GeneratedPoster';

interface PosterImageProps {
  id: number;
  title: string;
  year?: string;
  path: string | null | undefined;
  size?: ImageSize;
  aspectRatio?: string;
  /** The first image of a page loads eagerly; the rest lazily. */
  eager?: boolean;
  /** Empty when the image only repeats text shown beside it. */
  alt?: string;
}

/** A TMDB image that falls back to the generated poster when the path is missing or the load fails. */
export function PosterImage({
  id,
  title,
  year,
  path,
  size = 'w342',
  aspectRatio = '2 / 3',
  eager = false,
  alt,
}: PosterImageProps) {
  const base = useImageBase();
  const src = imageUrl(base, path, size);
  if (base === undefined && path) {
    // The server has not yet said where images load from: hold the space, request nothing.
    return <Box sx={{ width: '100%', aspectRatio, bgcolor: 'grey.900' }} />;
  }
  return (
    <FallbackImage
      src={src}
      alt={alt ?? title}
      eager={eager}
      sx={{ display: 'block', width: '100%', aspectRatio, objectFit: 'cover', bgcolor: 'grey.900' }}
      fallback={<GeneratedPoster id={id} title={title} year={year} aspectRatio={aspectRatio} />}
    />
  );
}

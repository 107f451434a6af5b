import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

import { FallbackImage } from '@/components/FallbackImage';

import { youtubeThumbnailUrl } from '@/lib/youtube';

interface VideoThumbnailProps {
  videoKey: string;
  /** Draws a play mark over the still (the thumbnail starts the video here). */
  playMark?: boolean;
}

/**
 * A video's still in a 16:9 box. Decorative (the name is written beside it); when YouTube's image host
 * cannot be reached (offline demo) the box stays, dark, so the layout does not jump.
 */
export function VideoThumbnail({ videoKey, playMark = false }: VideoThumbnailProps) {
  const src = youtubeThumbnailUrl(videoKey);
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'grey.900',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <FallbackImage
        src={src}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        fallback={null}
      />
      {playMark ? (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            display: 'grid',
            placeItems: 'center',
            width: 56,
            height: 56,
            borderRadius: '50%',
            color: 'common.white',
            bgcolor: ({ palette }) => alpha(palette.common.black, 0.6),
          }}
        >
          <PlayArrowIcon fontSize="large" />
        </Box>
      ) : null}
    </Box>
  );
}

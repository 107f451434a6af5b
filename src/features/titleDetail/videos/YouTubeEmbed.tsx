import Box from '@mui/material/Box';

import { isYouTubeKey, youtubeEmbedUrl } from '@/lib/youtube';

interface YouTubeEmbedProps {
  videoKey: string;
  /** The iframe's accessible title: the video's name, or '{title}: {video name}'. */
  title: string;
}

/**
 * The one place an iframe is made for a video: YouTube's no-cookie player in a 16:9 box, sandboxed
 * (no popups, no top navigation) and allowed only what playback needs. A key that is not a YouTube id
 * makes nothing.
 */
export function YouTubeEmbed({ videoKey, title }: YouTubeEmbedProps) {
  if (!isYouTubeKey(videoKey)) return null;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: 'common.black',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Box
        component="iframe"
        src={youtubeEmbedUrl(videoKey)}
        title={title}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        loading="lazy"
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
      />
    </Box>
  );
}

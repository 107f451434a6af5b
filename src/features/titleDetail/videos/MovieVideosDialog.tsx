import { Trans, useLingui } from '@lingui/react/macro';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import type { Video } from '@common/tmdb';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { useGetTitleVideosQuery } from '@/services/titles';

import { VideoThumbnail } from './VideoThumbnail';
import { VideosLoadState } from './VideosLoadState';
import { VideosViewer } from './VideosViewer';
import { playableVideos, youtubeWatchUrl } from '@/lib/youtube';

interface MovieVideosDialogProps {
  id: number;
  /** The movie's title, for the players' titles. */
  title: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The movie's 'Available Videos' modal (spec): each video with its still, type and name, linking out to
 * YouTube, plus 'Play here', which opens the videos viewer on that video. The videos are requested only
 * while the modal is open.
 */
export function MovieVideosDialog({ id, title, open, onClose }: MovieVideosDialogProps) {
  const { t } = useLingui();
  const playHere = ({ name }: Video) => t`Play here: ${name}`;
  const subtitleId = useId();
  const [playing, setPlaying] = useState<string | null>(null);
  const { data, error, isFetching, refetch } = useGetTitleVideosQuery(
    { type: 'movie', id },
    { skip: !open },
  );
  const videos = playableVideos(data?.results);
  const settled = data !== undefined && !error;

  return (
    <>
      <Dialog
        open={open}
        onClose={onClose}
        aria-describedby={subtitleId}
        maxWidth="sm"
        fullWidth
        scroll="paper"
      >
        <DialogTitle sx={{ pr: 7, pb: 0 }}>
          <Trans>Available Videos</Trans>
        </DialogTitle>
        <Typography id={subtitleId} variant="body2" color="text.secondary" sx={{ px: 3, pb: 2 }}>
          <Trans>Trailers, teasers, and more</Trans>
        </Typography>
        <IconButton
          aria-label={t`Close`}
          onClick={onClose}
          sx={{ position: 'absolute', top: 12, right: 12 }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <VideosLoadState
            loading={isFetching && data === undefined}
            error={isFetching ? null : error}
            onRetry={() => void refetch()}
          />
          {settled && videos.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              <Trans>No videos available</Trans>
            </Typography>
          ) : null}
          {settled && videos.length > 0 ? (
            <Box
              component="ul"
              aria-label={t`Videos`}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
            >
              {videos.map((video) => (
                <Box
                  component="li"
                  key={video.key}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 2,
                    flexWrap: { xs: 'wrap', sm: 'nowrap' },
                  }}
                >
                  <Link
                    href={youtubeWatchUrl(video.key)}
                    target="_blank"
                    rel="noopener noreferrer"
                    underline="hover"
                    color="inherit"
                    sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: 1, minWidth: 0 }}
                  >
                    <Box sx={{ width: 160, flexShrink: 0 }}>
                      <VideoThumbnail videoKey={video.key} />
                    </Box>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block' }}
                      >
                        {video.type}
                      </Typography>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                        {video.name}
                        <OpenInNewIcon
                          aria-hidden
                          fontSize="inherit"
                          sx={{ ml: 0.5, verticalAlign: 'middle' }}
                        />
                        <Box component="span" sx={visuallyHidden}>
                          {' '}
                          <Trans>(opens in a new tab)</Trans>
                        </Box>
                      </Typography>
                    </Box>
                  </Link>
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<PlayArrowIcon />}
                    onClick={() => setPlaying(video.key)}
                    // Starts with the visible words, so voice control finds it by them.
                    aria-label={playHere(video)}
                    sx={{ flexShrink: 0 }}
                  >
                    <Trans>Play here</Trans>
                  </Button>
                </Box>
              ))}
            </Box>
          ) : null}
        </DialogContent>
      </Dialog>
      {/* A sibling, not a child: the viewer's events then never reach this dialog through React. */}
      <VideosViewer
        type="movie"
        id={id}
        title={title}
        open={open && playing !== null}
        initialKey={playing ?? undefined}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}

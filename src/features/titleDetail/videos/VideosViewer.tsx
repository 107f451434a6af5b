import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CloseIcon from '@mui/icons-material/Close';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';

import type { MediaType } from '@common/mediaType';
import type { Video } from '@common/tmdb';
import { visuallyHidden } from '@/lib/visuallyHidden';
import { useGetTitleVideosQuery } from '@/services/titles';

import { VideoThumbnail } from './VideoThumbnail';
import { VideosLoadState } from './VideosLoadState';
import { YouTubeEmbed } from './YouTubeEmbed';
import { playableVideos } from '@/lib/youtube';

type Layout = 'grid' | 'theater';

/** Marks the parts of the overlay that count as its backdrop: a click there closes it. */
const BACKDROP = 'data-videos-backdrop';

interface VideosViewerProps {
  type: MediaType;
  id: number;
  /** For a show: this season's videos, falling back to the show's when it has none. */
  season?: number;
  /** The title's name, prefixed to each player's title. */
  title?: string;
  open: boolean;
  onClose: () => void;
  /** Opens straight on this video's player (the visitor picked it elsewhere). */
  initialKey?: string;
}

/**
 * The full-screen videos viewer (spec): 'Videos' or 'Season {n} Videos', the count, a grid / theater
 * toggle and a close button. Both layouts show stills until the visitor picks a video: only then is its
 * player made (one at a time), so nothing loads from YouTube or plays before a click. Grid: the picked
 * video's player replaces the grid, with a button back. Theater: large stills stacked, the picked one
 * turning into its player in place. Closing (button, Escape, backdrop) also stops the video.
 */
export function VideosViewer({
  type,
  id,
  season,
  title,
  open,
  onClose,
  initialKey,
}: VideosViewerProps) {
  const { t } = useLingui();
  const countId = useId();
  const [layout, setLayout] = useState<Layout>('grid');
  const [selected, setSelected] = useState<string | null>(open ? (initialKey ?? null) : null);
  // Each opening starts on `initialKey` (or on the stills), whatever was playing when it last closed.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setSelected(open ? (initialKey ?? null) : null);
  }
  const seasonAsked = type === 'tv' && season !== undefined;
  const { data, error, isFetching, refetch } = useGetTitleVideosQuery(
    { type, id, season: seasonAsked ? season : undefined },
    { skip: !open },
  );
  const videos = playableVideos(data?.results);
  const settled = data !== undefined && !error;
  const Layout = layout === 'grid' ? GridLayout : TheaterLayout;
  const heading = seasonAsked && data?.seasonSpecific ? t`Season ${season} Videos` : t`Videos`;
  const count = videos.length;

  const close = () => {
    setSelected(null);
    onClose();
  };
  // Back from a player, keyboard focus returns to the still that started it.
  const body = useRef<HTMLDivElement>(null);
  const returnFocusTo = useRef<string | null>(null);
  const closeVideo = () => {
    returnFocusTo.current = selected;
    setSelected(null);
  };
  useEffect(() => {
    const key = returnFocusTo.current;
    if (selected !== null || key === null) return;
    returnFocusTo.current = null;
    body.current?.querySelector<HTMLElement>(`[data-video-key="${key}"]`)?.focus();
  }, [selected]);
  // A press and release on the backdrop itself, not a drag that ends there.
  const pressedOnBackdrop = useRef(false);
  const isBackdrop = (event: MouseEvent) =>
    event.target === event.currentTarget || (event.target as HTMLElement).hasAttribute?.(BACKDROP);
  const frameTitle = ({ name }: Video) => (title ? t`${title}: ${name}` : name);

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen
      aria-describedby={settled && videos.length > 0 ? countId : undefined}
      slotProps={{
        paper: {
          onMouseDown: (event: MouseEvent) => {
            pressedOnBackdrop.current = isBackdrop(event);
          },
          onClick: (event: MouseEvent) => {
            if (pressedOnBackdrop.current && isBackdrop(event)) close();
            pressedOnBackdrop.current = false;
          },
          sx: {
            bgcolor: ({ palette }) => alpha(palette.common.black, 0.94),
            backgroundImage: 'none',
          },
        },
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }} data-videos-backdrop="">
        <Box
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}
          data-videos-backdrop=""
        >
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <DialogTitle sx={{ p: 0 }}>{heading}</DialogTitle>
            {settled && videos.length > 0 ? (
              <Typography id={countId} color="text.secondary">
                {t`${plural(count, { one: '# video available', other: '# videos available' })}`}
              </Typography>
            ) : null}
          </Box>
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={layout}
            onChange={(_event, next: Layout | null) => {
              if (next) setLayout(next);
            }}
            aria-label={t`Layout`}
          >
            <ToggleButton value="grid">
              <GridViewIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
              <Trans>Grid</Trans>
            </ToggleButton>
            <ToggleButton value="theater">
              <ViewAgendaIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
              <Trans>Theater</Trans>
            </ToggleButton>
          </ToggleButtonGroup>
          <IconButton aria-label={t`Close`} onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>

        <Box ref={body}>
          <VideosLoadState
            loading={isFetching && data === undefined}
            error={isFetching ? null : error}
            onRetry={() => void refetch()}
          />
          {settled && videos.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {seasonAsked ? t`No videos available for Season ${season}` : t`No videos available`}
            </Typography>
          ) : null}
          {settled && videos.length > 0 ? (
            <Layout
              videos={videos}
              selected={selected}
              onSelect={setSelected}
              onCloseVideo={closeVideo}
              frameTitle={frameTitle}
            />
          ) : null}
        </Box>
      </Container>
    </Dialog>
  );
}

interface LayoutProps {
  videos: Video[];
  selected: string | null;
  onSelect: (key: string) => void;
  /** Stops the playing video; keyboard focus goes back to its still. */
  onCloseVideo: () => void;
  frameTitle: (video: Video) => string;
}

/**
 * 'Close video', focused as it appears: the still just pressed is gone, and focus left in the player
 * would be inside YouTube's frame, where Escape no longer reaches the viewer.
 */
function CloseVideoButton({ onClick }: { onClick: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <Button
      ref={button}
      variant="outlined"
      startIcon={<CloseIcon />}
      onClick={onClick}
      sx={{ flexShrink: 0 }}
    >
      <Trans>Close video</Trans>
    </Button>
  );
}

/** A video's type and name over its player, with the button that stops it. */
function PlayerHeader({ video, onCloseVideo }: { video: Video; onCloseVideo: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, mb: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary">
          {video.type}
        </Typography>
        <Typography variant="h6" component="h3">
          {video.name}
        </Typography>
      </Box>
      <CloseVideoButton onClick={onCloseVideo} />
    </Box>
  );
}

const stillSx = {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  borderRadius: 1,
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** Stills in a grid; a click swaps the grid for that video's player, whose close button comes back. */
function GridLayout({ videos, selected, onSelect, onCloseVideo, frameTitle }: LayoutProps) {
  const { t } = useLingui();
  const current = videos.find((video) => video.key === selected);
  if (current) {
    return (
      <Box>
        <PlayerHeader video={current} onCloseVideo={onCloseVideo} />
        <YouTubeEmbed videoKey={current.key} title={frameTitle(current)} />
      </Box>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={t`Videos`}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {videos.map((video) => {
        const { name } = video;
        return (
          <li key={video.key}>
            <ButtonBase data-video-key={video.key} onClick={() => onSelect(video.key)} sx={stillSx}>
              <VideoThumbnail videoKey={video.key} playMark />
              <Typography component="span" sx={{ display: 'block', pt: 1 }}>
                <Trans>
                  <Box component="span" sx={visuallyHidden}>
                    Play{' '}
                  </Box>
                  {name}
                </Trans>
              </Typography>
            </ButtonBase>
            <Typography variant="caption" color="text.secondary">
              {video.type}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}

/** Large stills stacked; a click turns that still into its player, in place (one player at a time). */
function TheaterLayout({ videos, selected, onSelect, onCloseVideo, frameTitle }: LayoutProps) {
  const { t } = useLingui();
  const playLabel = ({ name }: Video) => t`Play ${name}`;
  return (
    <Box
      component="ul"
      aria-label={t`Videos`}
      sx={{ listStyle: 'none', m: '0 auto', p: 0, maxWidth: 960, display: 'grid', gap: 4 }}
    >
      {videos.map((video) =>
        video.key === selected ? (
          <li key={video.key}>
            <PlayerHeader video={video} onCloseVideo={onCloseVideo} />
            <YouTubeEmbed videoKey={video.key} title={frameTitle(video)} />
          </li>
        ) : (
          <li key={video.key}>
            <Typography variant="caption" color="text.secondary">
              {video.type}
            </Typography>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              {video.name}
            </Typography>
            <ButtonBase
              data-video-key={video.key}
              onClick={() => onSelect(video.key)}
              aria-label={playLabel(video)}
              sx={stillSx}
            >
              <VideoThumbnail videoKey={video.key} playMark />
            </ButtonBase>
          </li>
        ),
      )}
    </Box>
  );
}

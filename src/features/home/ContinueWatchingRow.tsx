import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import { PosterImage } from '@/components/PosterImage';
import type { SavedDetails } from '@/lib/savedTitle';
import { yearOf } from '@/lib/format';
import { playerPath } from '@/lib/slug';
import { CardTitle } from '@/components/MediaCard';

import { ContentRow } from './ContentRow';

/** A continue-watching entry as the row needs it (the page reads the list from the store). */
export interface ResumeEntry {
  media_id: number;
  media_type: MediaType;
  details: SavedDetails;
}

/**
 * Spec: the player of the last episode watched when it is known, otherwise the title's player
 * (/player/{mediaType}/{mediaId}).
 */
export function continueWatchingPath({ media_id, media_type, details }: ResumeEntry) {
  const last = details.last_episode;
  if (media_type === 'tv' && last) return playerPath('tv', media_id, last.season, last.episode);
  return `/player/${media_type}/${media_id}`;
}

function ContinueWatchingCard({ entry }: { entry: ResumeEntry }) {
  const { details } = entry;
  const title = details.title ?? details.name ?? '';
  const year = yearOf(details.release_date ?? details.first_air_date);
  const last = entry.media_type === 'tv' ? details.last_episode : undefined;
  return (
    <Card component="article" sx={{ height: '100%', bgcolor: 'background.paper' }}>
      <Link
        component={RouterLink}
        to={continueWatchingPath(entry)}
        underline="none"
        color="inherit"
        sx={{
          display: 'block',
          height: '100%',
          '&:hover .play, &:focus-visible .play': { opacity: 1 },
        }}
      >
        <Box sx={{ position: 'relative' }}>
          <PosterImage
            id={entry.media_id}
            title={title}
            year={year}
            path={details.poster_path}
            alt=""
          />
          <Box
            className="play"
            aria-hidden
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'overlay.dim',
              opacity: 0,
              transition: 'opacity 150ms ease',
            }}
          >
            <PlayArrowIcon sx={{ fontSize: 56, color: 'common.white' }} />
          </Box>
        </Box>
        <Box sx={{ p: 1.25 }}>
          <CardTitle>{title}</CardTitle>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {last
              ? `Resume S${last.season} E${last.episode}`
              : year
                ? `Resume · ${year}`
                : 'Resume'}
          </Typography>
        </Box>
      </Link>
    </Card>
  );
}

/** The visitor's titles in progress, newest first; absent when there are none. */
export function ContinueWatchingRow({ entries }: { entries: readonly ResumeEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <ContentRow title="Continue Watching" to="/continue-watching">
      {entries.map((entry) => (
        <ContinueWatchingCard key={`${entry.media_type}-${entry.media_id}`} entry={entry} />
      ))}
    </ContentRow>
  );
}

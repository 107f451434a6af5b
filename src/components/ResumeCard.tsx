import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { yearOf } from '@/lib/format';
import { continueWatchingPath, resumeLabel, resumeTitle } from '@/lib/resume';
import type { ResumeEntry } from '@/lib/resume';

import { CardTitle } from './MediaCard';
import { PosterImage } from './PosterImage';

interface ResumeCardProps {
  entry: ResumeEntry;
  /** The first cards of a page load their posters eagerly; the rest lazily. */
  eager?: boolean;
}

/**
 * A title in progress: its poster, title and what it resumes ('Resume S2 E5' or the year), linking to
 * where it resumes (the home row and the continue-watching page).
 */
export function ResumeCard({ entry, eager = false }: ResumeCardProps) {
  const { details } = entry;
  const title = resumeTitle(entry);
  const year = yearOf(details.release_date ?? details.first_air_date);
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
            eager={eager}
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
            {resumeLabel(entry)}
          </Typography>
        </Box>
      </Link>
    </Card>
  );
}

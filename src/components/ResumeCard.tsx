import { useLingui } from '@lingui/react/macro';
import CloseIcon from '@mui/icons-material/Close';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
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
  /** How much of what it resumes was played (0-100), when a player said. */
  percent?: number;
  /** Takes the title off the list. */
  onRemove?: () => void;
}

/**
 * A title in progress: its poster, title and what it resumes ('Resume S2 E5' or the year), linking to
 * where it resumes (the home row and the continue-watching page); under it how far it was played, and
 * over the poster a button that takes it off the list.
 */
export function ResumeCard({ entry, eager = false, percent, onRemove }: ResumeCardProps) {
  const { details } = entry;
  const title = resumeTitle(entry);
  const year = yearOf(details.release_date ?? details.first_air_date);
  const played = percent !== undefined && percent > 0 ? Math.round(percent) : null;
  const { t, i18n } = useLingui();
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
      }}
    >
      <Link
        component={RouterLink}
        to={continueWatchingPath(entry)}
        underline="none"
        color="inherit"
        sx={{
          display: 'block',
          flex: 1,
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
            {resumeLabel(i18n, entry)}
          </Typography>
        </Box>
      </Link>
      {played !== null && (
        <Box
          role="progressbar"
          aria-label={t`${title}: played`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={played}
          aria-valuetext={t`${played}% played`}
          sx={{ height: 4, bgcolor: 'action.selected' }}
        >
          <Box sx={{ width: `${played}%`, height: '100%', bgcolor: 'primary.main' }} />
        </Box>
      )}
      {onRemove && (
        <IconButton
          aria-label={t`Remove ${title} from Continue Watching`}
          data-remove
          onClick={onRemove}
          size="small"
          sx={{
            position: 'absolute',
            top: 6,
            right: 6,
            bgcolor: 'overlay.scrim',
            color: 'common.white',
            '&:hover': { bgcolor: 'overlay.scrim' },
          }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Card>
  );
}

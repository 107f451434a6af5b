import { useLingui } from '@lingui/react/macro';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { PersonCredit } from '@common/tmdb';
import { MediaGrid } from '@/components/MediaGrid';
import { FILMOGRAPHY_PREVIEW, creditCard, sortCredits } from '@/lib/filmography';
import { MIRRORED } from '@/lib/mirrored';

interface AppearancesSectionProps {
  /** 'Movie Appearances', 'TV Show Appearances', 'Movie Crew Credits' or 'TV Show Crew Credits'. */
  title: string;
  /** One credit per title (deduplicated). */
  credits: PersonCredit[];
  /** The filmography page of this kind. */
  viewAllTo: string;
  /** The View All link's name: 'View All 12 movie credits'. */
  viewAllLabel: string;
  emptyTitle: string;
  emptyText: string;
}

/**
 * A profile section: the count, a View All link to the filmography and the 20 most popular credits
 * (crew credits with the jobs done).
 */
export function AppearancesSection({
  title,
  credits,
  viewAllTo,
  viewAllLabel,
  emptyTitle,
  emptyText,
}: AppearancesSectionProps) {
  const { t } = useLingui();
  const id = useId();
  const items = useMemo(
    () => sortCredits(credits, 'popularity').slice(0, FILMOGRAPHY_PREVIEW).map(creditCard),
    [credits],
  );
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 6 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography id={id} component="h2" variant="h3">
          {title}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({credits.length})
          </Box>
        </Typography>
        {credits.length > 0 ? (
          <Link
            component={RouterLink}
            to={viewAllTo}
            aria-label={viewAllLabel}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              fontWeight: 600,
              color: 'primary.main',
            }}
          >
            {t`View All`}
            <ArrowForwardIcon aria-hidden className={MIRRORED} sx={{ fontSize: 18 }} />
          </Link>
        ) : null}
      </Box>
      <MediaGrid items={items} label={title} emptyTitle={emptyTitle} emptyText={emptyText} />
    </Box>
  );
}

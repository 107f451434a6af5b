import { Trans } from '@lingui/react/macro';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { visuallyHidden } from '@/lib/visuallyHidden';
import { MIRRORED } from '@/lib/mirrored';

interface SectionHeaderProps {
  /** Id of the heading, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** The screen with the section's full list. */
  to: string;
  /** Extra controls at the end of the header (a row's scroll buttons). */
  children?: ReactNode;
}

/** A home section's title and its 'View All' link to the full list. */
export function SectionHeader({ id, title, to, children }: SectionHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5 }}>
      <Typography
        id={id}
        component="h2"
        variant="h3"
        sx={{ flex: '0 1 auto', fontSize: { xs: '1.2rem', sm: '1.4rem' } }}
      >
        {title}
      </Typography>
      <Link
        component={RouterLink}
        to={to}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          fontWeight: 600,
          color: 'primary.main',
          whiteSpace: 'nowrap',
        }}
      >
        <Trans>
          View All
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {title}
          </Box>
        </Trans>
        <ArrowForwardIcon aria-hidden className={MIRRORED} sx={{ fontSize: 18 }} />
      </Link>
      {/* Buttons that point at the screen's sides (a row's scroll buttons) stay left then right on a
          right-to-left page too. */}
      {children && (
        <Box dir="ltr" sx={{ ml: 'auto', display: 'flex', gap: 1 }}>
          {children}
        </Box>
      )}
    </Box>
  );
}

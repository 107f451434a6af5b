import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { PageWidth } from '@/components/PageWidth';

interface PlayerLayoutProps {
  stage: ReactNode;
  /** Title facts, episode navigation, collection card. */
  main: ReactNode;
  /** The switcher and where to watch, beside the rest on wide screens. */
  aside: ReactNode;
}

/** The player page: the player across the top, then the title beside the switcher and offers. */
export function PlayerLayout({ stage, main, aside }: PlayerLayoutProps) {
  return (
    <PageWidth max="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 0, sm: 3 } }}>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
        {stage}
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            px: { xs: 2, sm: 0 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>{main}</Box>
          <Box
            component="aside"
            aria-label="Players and offers"
            sx={{ display: 'grid', gap: 4, minWidth: 0 }}
          >
            {aside}
          </Box>
        </Box>
      </Box>
    </PageWidth>
  );
}

import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';

import { visuallyHidden } from '@/lib/visuallyHidden';
import { PageWidth } from '@/components/PageWidth';

const block = { bgcolor: 'background.paper', borderRadius: 1 } as const;

/** The filmography's shape while the actor loads: header, controls and a grid of empty cards. */
export function FilmographySkeleton({ columns, count }: { columns: number; count: number }) {
  return (
    <PageWidth max="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        <Trans>Loading filmography</Trans>
      </Box>
      <Box aria-hidden>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, mb: 4 }}>
          <Box sx={{ ...block, width: { xs: 72, sm: 96, md: 112 }, aspectRatio: '2 / 3' }} />
          <Box sx={{ flex: 1, display: 'grid', gap: 1.5 }}>
            <Box sx={{ ...block, width: 140, height: 24 }} />
            <Box sx={{ ...block, width: '50%', height: 40 }} />
            <Box sx={{ ...block, width: 200, height: 32 }} />
          </Box>
        </Box>
        <Box sx={{ ...block, width: '70%', height: 20, mb: 3 }} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 1.5, md: 2 },
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {Array.from({ length: count }, (_, index) => (
            <Box key={index} sx={{ ...block, aspectRatio: '2 / 3.6' }} />
          ))}
        </Box>
      </Box>
    </PageWidth>
  );
}

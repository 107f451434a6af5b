import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { OfflineOr } from '@/components/OfflineFallback';
import { PageWidth } from '@/components/PageWidth';

interface DetailMessageProps {
  heading: string;
  /** Failures are announced at once (role alert); a not-found screen is plain content. */
  alert?: boolean;
  /** The failure got no answer from the server: the app's offline screen shows instead. */
  unreachable?: boolean;
  children?: ReactNode;
}

/** A detail page that cannot show its title: the reason as the page's h1, a few lines and actions. */
export function DetailMessage({
  heading,
  alert = false,
  unreachable = false,
  children,
}: DetailMessageProps) {
  const message = (
    <PageWidth max="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Box
        role={alert ? 'alert' : undefined}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
          textAlign: 'center',
          color: 'text.secondary',
        }}
      >
        <Typography
          variant="h1"
          sx={{ fontSize: 'clamp(1.5rem, 4vw, 2.25rem)', color: 'text.primary' }}
        >
          {heading}
        </Typography>
        {children}
      </Box>
    </PageWidth>
  );
  // A failure with no server to answer (or no network): the offline screen instead.
  return alert ? <OfflineOr unreachable={unreachable}>{message}</OfflineOr> : message;
}

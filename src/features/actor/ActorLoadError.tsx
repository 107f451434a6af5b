import { Trans } from '@lingui/react/macro';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { OfflineOr } from '@/components/OfflineFallback';
import { PageWidth } from '@/components/PageWidth';

interface ActorLoadErrorProps {
  /** The lines under the heading (the spec's texts, the error code, the message). */
  children: ReactNode;
  /** Asks again without reloading the page. */
  onRetry: () => void;
  /** The call got no answer from the server: the app's offline screen shows instead. */
  unreachable?: boolean;
}

/** 'Error Loading Data': the actor could not be loaded; 'Try Again' and 'Return Home' (spec). */
export function ActorLoadError({ children, onRetry, unreachable = false }: ActorLoadErrorProps) {
  return (
    <OfflineOr unreachable={unreachable}>
      <PageWidth max="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <ErrorOutlineIcon aria-hidden sx={{ fontSize: 64, color: 'error.main', mb: 2 }} />
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)', mb: 1.5 }}>
          <Trans>Error Loading Data</Trans>
        </Typography>
        <Box role="alert" sx={{ color: 'text.secondary', mb: 3, '& > p + p': { mt: 1 } }}>
          {children}
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
            <Trans>Try Again</Trans>
          </Button>
          <Button component={RouterLink} to="/" variant="outlined" color="inherit">
            <Trans>Return Home</Trans>
          </Button>
        </Box>
      </PageWidth>
    </OfflineOr>
  );
}

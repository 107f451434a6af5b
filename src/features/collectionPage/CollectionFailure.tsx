import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';

import { OfflineOr } from '@/components/OfflineFallback';

interface CollectionFailureProps {
  /** The error, or the spec's text for a collection that does not exist. */
  message: string;
  /** Offered when another try may work (an upstream failure). */
  onRetry?: () => void;
  /** The call got no answer from the server: the app's offline screen shows instead. */
  unreachable?: boolean;
}

/** Spec: 'Collection Not Found' with the error, or with the text for a collection that is gone. */
export function CollectionFailure({
  message,
  onRetry,
  unreachable = false,
}: CollectionFailureProps) {
  const failure = (
    <Box
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}
    >
      <Box>
        <ErrorOutlineIcon aria-hidden sx={{ fontSize: 64, color: 'error.main' }} />
        <Typography variant="h1" sx={{ mt: 1 }}>
          <Trans>Collection Not Found</Trans>
        </Typography>
        <Typography role="alert" color="text.secondary" sx={{ mt: 2, maxWidth: 560, mx: 'auto' }}>
          {message}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'center' }}
        >
          {onRetry ? (
            <Button variant="contained" onClick={onRetry}>
              <Trans>Try Again</Trans>
            </Button>
          ) : null}
          <Button
            variant={onRetry ? 'outlined' : 'contained'}
            component={RouterLink}
            to="/collections"
          >
            <Trans>Browse Collections</Trans>
          </Button>
        </Stack>
      </Box>
    </Box>
  );
  // A failure another try may fix (not a missing collection): while offline, the offline screen.
  return onRetry ? <OfflineOr unreachable={unreachable}>{failure}</OfflineOr> : failure;
}

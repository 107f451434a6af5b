import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

import { LoadingScreen } from '@/components/LoadingScreen';
import { errorMessage } from '@/lib/errorMessage';

interface VideosLoadStateProps {
  /** Nothing to show yet and a request under way. */
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

/**
 * The spinner while a title's videos load, or a line saying they could not be loaded with a way to try
 * again (the spec has no error text for videos; without one a failure would read as "no videos").
 * Renders nothing once there is something to show.
 */
export function VideosLoadState({ loading, error, onRetry }: VideosLoadStateProps) {
  const { i18n, t } = useLingui();
  if (loading) return <LoadingScreen size="small" text={t`Loading videos`} />;
  if (!error) return null;
  const reason = errorMessage(error, i18n);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, py: 3 }}>
      <Typography role="alert" color="error">
        <Trans>The videos could not be loaded: {reason}</Trans>
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        <Trans>Try Again</Trans>
      </Button>
    </Box>
  );
}

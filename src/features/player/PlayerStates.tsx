import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { MediaType } from '@common/mediaType';
import { BrowseLink } from '@/components/BrowseLink';
import { DetailMessage } from '@/components/DetailMessage';
import { isUnreachable } from '@/components/OfflineFallback';
import { LoadingScreen } from '@/components/LoadingScreen';
import { PageTitle } from '@/components/PageTitle';
import { errorMessage } from '@/lib/errorMessage';

/** Spec: 'Preparing Content' while the title loads. */
export function PreparingContent() {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <LoadingScreen size="large" text="Preparing Content" />
    </Box>
  );
}

/**
 * The player's own box while the providers and the title's trailer are looked up: the frame's 16:9
 * space, so nothing below moves when the player arrives.
 */
export function PreparingPlayer() {
  return (
    <Box
      sx={{
        aspectRatio: '16 / 9',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'common.black',
        color: 'grey.300',
        borderRadius: { xs: 0, sm: 2 },
      }}
    >
      <LoadingScreen size="small" text="Preparing Content" />
    </Box>
  );
}

/** Spec: 'Video not available' / 'Invalid media information provided' (bad slug, season or episode). */
export function InvalidMedia({ type }: { type: MediaType }) {
  return (
    <>
      <PageTitle>Video not available</PageTitle>
      <DetailMessage heading="Video not available">
        <Typography>Invalid media information provided</Typography>
        <BrowseLink type={type} />
      </DetailMessage>
    </>
  );
}

/** Spec: 'Media not found' (no such title, or a season or episode past the show's end). */
export function MediaNotFound({ type, showTo }: { type: MediaType; showTo?: string }) {
  return (
    <>
      <PageTitle>Media not found</PageTitle>
      <DetailMessage heading="Media not found">
        <Typography>
          {showTo
            ? 'This show has no such season or episode.'
            : `No ${type === 'movie' ? 'movie' : 'show'} has this address.`}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
          {showTo && (
            <Button component={RouterLink} to={showTo} variant="contained">
              See the show&apos;s episodes
            </Button>
          )}
          <BrowseLink type={type} />
        </Box>
      </DetailMessage>
    </>
  );
}

/** Spec: 'Failed to load media. Please try again later.' with the reason and a way to try again. */
export function MediaFailed({
  type,
  error,
  retry,
}: {
  type: MediaType;
  error: unknown;
  retry: () => void;
}) {
  return (
    <>
      <PageTitle>Failed to load media</PageTitle>
      <DetailMessage
        heading="Failed to load media. Please try again later."
        alert
        unreachable={isUnreachable(error)}
      >
        <Typography>{errorMessage(error)}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
          <Button variant="contained" onClick={retry}>
            Try Again
          </Button>
          <BrowseLink type={type} />
        </Box>
      </DetailMessage>
    </>
  );
}

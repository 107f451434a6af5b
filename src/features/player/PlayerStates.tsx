import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const PREPARING_CONTENT = msg`Preparing Content`;

/** Spec: 'Preparing Content' while the title loads. */
export function PreparingContent() {
  const { t } = useLingui();
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <LoadingScreen size="large" text={t(PREPARING_CONTENT)} />
    </Box>
  );
}

/**
 * The player's own box while the providers and the title's trailer are looked up: the frame's 16:9
 * space, so nothing below moves when the player arrives.
 */
export function PreparingPlayer() {
  const { t } = useLingui();
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
      <LoadingScreen size="small" text={t(PREPARING_CONTENT)} />
    </Box>
  );
}

/** Spec: 'Video not available' / 'Invalid media information provided' (bad slug, season or episode). */
export function InvalidMedia({ type }: { type: MediaType }) {
  const { t } = useLingui();
  const heading = t`Video not available`;
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <DetailMessage heading={heading}>
        <Typography>
          <Trans>Invalid media information provided</Trans>
        </Typography>
        <BrowseLink type={type} />
      </DetailMessage>
    </>
  );
}

/** Spec: 'Media not found' (no such title, or a season or episode past the show's end). */
export function MediaNotFound({ type, showTo }: { type: MediaType; showTo?: string }) {
  const { t } = useLingui();
  const heading = t`Media not found`;
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <DetailMessage heading={heading}>
        <Typography>
          {showTo
            ? t`This show has no such season or episode.`
            : type === 'movie'
              ? t`No movie has this address.`
              : t`No show has this address.`}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
          {showTo && (
            <Button component={RouterLink} to={showTo} variant="contained">
              {t`See the show's episodes`}
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
  const { t, i18n } = useLingui();
  return (
    <>
      <PageTitle>{t`Failed to load media`}</PageTitle>
      <DetailMessage
        heading={t`Failed to load media. Please try again later.`}
        alert
        unreachable={isUnreachable(error)}
      >
        <Typography>{errorMessage(error, i18n)}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
          <Button variant="contained" onClick={retry}>
            {t`Try Again`}
          </Button>
          <BrowseLink type={type} />
        </Box>
      </DetailMessage>
    </>
  );
}

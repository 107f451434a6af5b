import { Trans, useLingui } from '@lingui/react/macro';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { PageTitle } from '@/components/PageTitle';
import { PageWidth } from '@/components/PageWidth';

/**
 * 'Actor Not Found' (spec) with what went wrong: a slug that names no one ('Invalid slug format',
 * 'Actor not found') or a person the catalogue does not have (404). The same on the profile and the
 * filmography, tab title and description included.
 */
export function ActorNotFound({ message }: { message: string }) {
  const { t } = useLingui();
  const heading = t`Actor Not Found`;
  return (
    <>
      <PageTitle>{heading}</PageTitle>
      <meta name="description" content={t`This actor could not be found in the catalogue.`} />
      <PageWidth max="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <PersonOffIcon aria-hidden sx={{ fontSize: 64, color: 'text.secondary', mb: 2 }} />
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)', mb: 1.5 }}>
          {heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {message}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/" variant="contained">
            <Trans>Return Home</Trans>
          </Button>
        </Box>
      </PageWidth>
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { NOT_FOUND_TITLE } from '@common/pagePaths';
import { PageTitle } from '@/components/PageTitle';

/**
 * Any unknown path (spec texts). The server sends it with a 404 and the same tab title in its head,
 * in the page's language (common/pagePaths), so the title is right before the app runs.
 */
export default function NotFoundPage() {
  const { i18n } = useLingui();
  return (
    <Box
      sx={{
        minHeight: '70vh',
        display: 'grid',
        placeItems: 'center',
        textAlign: 'center',
        px: 2,
        pt: 10,
      }}
    >
      <PageTitle>{i18n._(NOT_FOUND_TITLE)}</PageTitle>
      <Box>
        <Typography
          aria-hidden
          sx={{
            fontSize: 'clamp(5rem, 20vw, 10rem)',
            fontWeight: 900,
            lineHeight: 1,
            color: 'primary.main',
          }}
        >
          404
        </Typography>
        <Typography variant="h1" sx={{ mt: 1 }}>
          <Trans>Lost in the Stream</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 560, mx: 'auto' }}>
          <Trans>
            The content you&apos;re looking for has drifted into another dimension. Don&apos;t worry
            though – there&apos;s plenty more to discover!
          </Trans>
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ mt: 4, justifyContent: 'center' }}
        >
          <Button variant="contained" component={RouterLink} to="/">
            <Trans>Return Home</Trans>
          </Button>
          <Button variant="outlined" component={RouterLink} to="/movies">
            <Trans>Explore Content</Trans>
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}

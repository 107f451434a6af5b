import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** What PageErrorBoundary shows in place of a page that failed: what happened, and a reload. */
export default function PageFailure() {
  const { t } = useLingui();
  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', px: 2 }}>
      <Box sx={{ textAlign: 'center', maxWidth: 480 }}>
        <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
          {t`This page could not be loaded`}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t`Part of the site did not arrive, perhaps because the connection dropped or the site was just updated. Reloading usually fixes it.`}
        </Typography>
        <Box
          component="button"
          type="button"
          onClick={() => window.location.reload()}
          sx={{
            font: 'inherit',
            fontWeight: 700,
            cursor: 'pointer',
            border: 0,
            borderRadius: 1,
            px: 3,
            py: 1.25,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '&:focus-visible': {
              outline: '2px solid',
              outlineColor: 'primary.light',
              outlineOffset: 2,
            },
          }}
        >
          {t`Reload`}
        </Box>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** One card of the settings page: a titled section (h2) with its content. */
export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2.5, sm: 4 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 3, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';

import { Pill } from '@/components/Pill';

interface ListHeroProps {
  /** id of the h1, for the section's accessible name. */
  id: string;
  heading: string;
  text: string;
  /** A small label above the heading (e.g. 'Currently Airing'). */
  badge?: string;
  icon?: ReactElement;
  /** Shown under the text (e.g. a count). */
  children?: ReactNode;
}

/** The banner at the top of a list page: optional badge, the page's one h1 and a line of text. */
export function ListHero({ id, heading, text, badge, icon, children }: ListHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        px: 2,
        py: { xs: 5, md: 8 },
        textAlign: 'center',
        background: ({ palette }) =>
          `radial-gradient(ellipse at top, ${alpha(palette.primary.main, 0.18)}, transparent 60%), linear-gradient(180deg, ${palette.background.paper} 0%, ${palette.background.default} 100%)`,
      }}
    >
      {badge ? (
        <Box sx={{ mb: 2 }}>
          <Pill icon={icon}>{badge}</Pill>
        </Box>
      ) : null}
      <Typography id={id} variant="h1" sx={{ mb: 1.5 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 640, mx: 'auto' }}>
        {text}
      </Typography>
      {children ? <Box sx={{ mt: 2.5 }}>{children}</Box> : null}
    </Box>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import MovieIcon from '@mui/icons-material/Movie';
import TheatersIcon from '@mui/icons-material/Theaters';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { To } from 'react-router-dom';
import type { ReactElement } from 'react';

import { Pill } from '@/components/Pill';

import { ActorPhoto } from './ActorPhoto';

export type FilmographyKind = 'movie' | 'tv';

interface FilmographyHeaderProps {
  name: string;
  photoPath: string | null | undefined;
  kind: FilmographyKind;
  /** The actor's profile. */
  profileTo: string;
  /** Each tab's page (keeping the sort). */
  tabs: Record<FilmographyKind, To>;
}

const TABS: { kind: FilmographyKind; label: string; icon: ReactElement }[] = [
  { kind: 'movie', label: 'Movies', icon: <MovieIcon /> },
  { kind: 'tv', label: 'TV Shows', icon: <LiveTvIcon /> },
];

/**
 * The filmography's header: the actor's photo and name, the 'Actor Filmography' badge, the Movies /
 * TV Shows switch (links, the current one marked) and the way back to the profile.
 */
export function FilmographyHeader({
  name,
  photoPath,
  kind,
  profileTo,
  tabs,
}: FilmographyHeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 2, sm: 3 },
        pb: 3,
        mb: 3,
        borderBottom: 1,
        borderColor: 'overlay.hairline',
      }}
    >
      <Box sx={{ flex: 'none', width: { xs: 72, sm: 96, md: 112 } }}>
        <ActorPhoto name={name} path={photoPath} variant="small" />
      </Box>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Pill icon={<TheatersIcon aria-hidden />}>Actor Filmography</Pill>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.6rem, 4vw, 2.75rem)', mt: 1 }}>
          {name}
        </Typography>
        <Box
          component="nav"
          aria-label="Filmography type"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}
        >
          {TABS.map((tab) => {
            const current = tab.kind === kind;
            return (
              <Button
                key={tab.kind}
                component={RouterLink}
                to={tabs[tab.kind]}
                aria-current={current ? 'page' : undefined}
                variant={current ? 'contained' : 'outlined'}
                color={current ? 'primary' : 'inherit'}
                size="small"
                startIcon={tab.icon}
              >
                {tab.label}
              </Button>
            );
          })}
        </Box>
      </Box>
      <Button
        component={RouterLink}
        to={profileTo}
        // One name at every width: the short label is the start of the long one.
        aria-label="Back to Profile"
        variant="text"
        color="inherit"
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, ml: 'auto' }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Back to Profile
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          Back
        </Box>
      </Button>
    </Box>
  );
}

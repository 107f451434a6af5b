import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
import { MIRRORED } from '@/lib/mirrored';

import { ActorPhoto } from './ActorPhoto';
import type { FilmographyKind } from './creditWords';

/** One choice of the role switch: its label, its page and whether it is the one shown. */
export interface RoleChoice {
  label: string;
  to: To;
  current: boolean;
}

interface FilmographyHeaderProps {
  name: string;
  photoPath: string | null | undefined;
  kind: FilmographyKind;
  /** 'Actor Filmography' (spec), 'Director Filmography'... */
  badge: string;
  /** The person's profile. */
  profileTo: string;
  /** Each tab's page (keeping the role and sort). */
  tabs: Record<FilmographyKind, To>;
  /** Acting and Crew, for a person with credits in both; none otherwise. */
  roles?: RoleChoice[];
}

/** A row of links of which one is the page shown (the kind tabs, the role switch). */
function SwitchLinks({
  label,
  links,
}: {
  label: string;
  links: (RoleChoice & { icon?: ReactElement })[];
}) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}
    >
      {links.map((link) => (
        <Button
          key={link.label}
          component={RouterLink}
          to={link.to}
          aria-current={link.current ? 'page' : undefined}
          variant={link.current ? 'contained' : 'outlined'}
          color={link.current ? 'primary' : 'inherit'}
          size="small"
          startIcon={link.icon}
        >
          {link.label}
        </Button>
      ))}
    </Box>
  );
}

const TABS: { kind: FilmographyKind; label: MessageDescriptor; icon: ReactElement }[] = [
  { kind: 'movie', label: msg`Movies`, icon: <MovieIcon /> },
  { kind: 'tv', label: msg`TV Shows`, icon: <LiveTvIcon /> },
];

/**
 * The filmography's header: the person's photo and name, the '{Actor} Filmography' badge, the Movies /
 * TV Shows switch and, for someone with both, the Acting / Crew switch (links, the current one
 * marked), and the way back to the profile.
 */
export function FilmographyHeader({
  name,
  photoPath,
  kind,
  badge,
  profileTo,
  tabs,
  roles,
}: FilmographyHeaderProps) {
  const { t } = useLingui();
  const backToProfile = t`Back to Profile`;
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
        <Pill icon={<TheatersIcon aria-hidden />}>{badge}</Pill>
        <Typography variant="h1" sx={{ fontSize: 'clamp(1.6rem, 4vw, 2.75rem)', mt: 1 }}>
          {name}
        </Typography>
        <SwitchLinks
          label={t`Filmography type`}
          links={TABS.map((tab) => ({
            label: t(tab.label),
            icon: tab.icon,
            to: tabs[tab.kind],
            current: tab.kind === kind,
          }))}
        />
        {roles && roles.length > 1 ? <SwitchLinks label={t`Credits as`} links={roles} /> : null}
      </Box>
      <Button
        component={RouterLink}
        to={profileTo}
        // One name at every width: the short label is the start of the long one.
        aria-label={backToProfile}
        variant="text"
        color="inherit"
        startIcon={<ArrowBackIcon className={MIRRORED} />}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, ml: 'auto' }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {backToProfile}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {t`Back`}
        </Box>
      </Button>
    </Box>
  );
}

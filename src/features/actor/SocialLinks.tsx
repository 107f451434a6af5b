import { useLingui } from '@lingui/react/macro';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { ReactElement } from 'react';

import type { SocialLink, SocialSite } from './socialLinks';

const ICONS: Record<Exclude<SocialSite, 'imdb'>, ReactElement> = {
  instagram: <InstagramIcon />,
  twitter: <XIcon />,
  facebook: <FacebookIcon />,
  // MUI has no TikTok mark; the note stands in, and the link's name says which site it is.
  tiktok: <MusicNoteIcon />,
  youtube: <YouTubeIcon />,
};

/** Links to an actor's social profiles (icons) and IMDb page, each opening in a new tab. */
export function SocialLinks({ name, links }: { name: string; links: SocialLink[] }) {
  const { t } = useLingui();
  if (links.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t`${name} online`}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
      }}
    >
      {links.map(({ site, label, href }) => {
        const accessibleName = t`${label}: ${name} (opens in a new tab)`;
        return (
          <li key={site}>
            {site === 'imdb' ? (
              <Button
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={accessibleName}
                variant="contained"
                size="small"
                sx={{ fontWeight: 800, minWidth: 0 }}
              >
                {label}
              </Button>
            ) : (
              <IconButton
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={accessibleName}
                sx={{ bgcolor: 'overlay.hairline', '&:hover': { color: 'primary.main' } }}
              >
                {ICONS[site]}
              </IconButton>
            )}
          </li>
        );
      })}
    </Box>
  );
}

import { useLingui } from '@lingui/react/macro';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import { useState } from 'react';

import { imageUrl } from '@/lib/image';
import { useImageBase } from '@/services/site';

interface ActorPhotoProps {
  name: string;
  path: string | null | undefined;
  /** 'large' on the profile (w342, w500 on wide or dense screens), 'small' in the filmography header. */
  variant?: 'large' | 'small';
}

const frameSx = {
  display: 'block',
  width: '100%',
  aspectRatio: '2 / 3',
  borderRadius: 2,
  bgcolor: 'background.paper',
  boxShadow: 6,
} as const;

/**
 * An actor's photo, or a placeholder (a silhouette on a panel) when there is none or it fails to load.
 * The profile's photo is what the page is about, so it loads eagerly.
 */
export function ActorPhoto({ name, path, variant = 'large' }: ActorPhotoProps) {
  const { t } = useLingui();
  const base = useImageBase();
  const [failed, setFailed] = useState<string | null>(null);
  const small = variant === 'small';
  const src = imageUrl(base, path, small ? 'w185' : 'w342');
  if (base === undefined && path) {
    // The server has not yet said where images load from: hold the space, request nothing.
    return <Box sx={frameSx} />;
  }
  if (!src || failed === src) {
    return (
      <Box
        role="img"
        aria-label={t`No photo of ${name}`}
        sx={{
          ...frameSx,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'text.secondary',
          border: 1,
          borderColor: 'overlay.outline',
        }}
      >
        <PersonIcon aria-hidden sx={{ fontSize: small ? 48 : 120 }} />
      </Box>
    );
  }
  const larger = imageUrl(base, path, small ? 'w342' : 'w500');
  return (
    <Box
      component="img"
      src={src}
      srcSet={small ? `${src} 1x, ${larger} 2x` : `${src} 342w, ${larger} 500w`}
      sizes={small ? undefined : '(min-width: 768px) 300px, 240px'}
      alt={name}
      loading="eager"
      fetchPriority={small ? undefined : 'high'}
      decoding="async"
      onError={() => setFailed(src)}
      sx={{ ...frameSx, objectFit: 'cover' }}
    />
  );
}

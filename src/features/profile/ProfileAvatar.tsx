import Box from '@mui/material/Box';

interface ProfileAvatarProps {
  /** The picture (a data URL), or null for the initial. */
  picture: string | null;
  /** Shown without a picture: the username's first letter upper-cased, or G (spec). */
  initial: string;
  size: number;
  fontSize: string;
  /** The picture's text alternative; empty where the avatar sits in a control that names it. */
  alt?: string;
  /** Read out for the initial when the avatar stands alone (the settings preview). */
  initialLabel?: string;
}

/** The visitor's round avatar: their picture, or their initial on the brand colour. */
export function ProfileAvatar({
  picture,
  initial,
  size,
  fontSize,
  alt = '',
  initialLabel,
}: ProfileAvatarProps) {
  return (
    <Box
      component="span"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '50%',
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize,
        fontWeight: 700,
      }}
    >
      {picture ? (
        <Box
          component="img"
          src={picture}
          alt={alt}
          sx={{ width: 1, height: 1, objectFit: 'cover' }}
        />
      ) : initialLabel ? (
        <Box component="span" role="img" aria-label={initialLabel}>
          {initial}
        </Box>
      ) : (
        initial
      )}
    </Box>
  );
}

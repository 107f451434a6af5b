import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';

import { useAppSelector } from '@/app/hooks';
import { selectAvatar, selectInitial, selectUsername } from '@/features/profile/profileSlice';

import { useHoverMenu } from '@/components/layout/useHoverMenu';

/** The profile dropdown: the visitor's picture or initial, opening on hover or click. */
export function ProfileMenu() {
  const username = useAppSelector(selectUsername);
  const avatar = useAppSelector(selectAvatar);
  const initial = useAppSelector(selectInitial);
  const { buttonProps, menu } = useHoverMenu('profile');
  return (
    <>
      <IconButton {...buttonProps} aria-label={`Profile menu for ${username}`} sx={{ p: 0.5 }}>
        <Box
          component="span"
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: '1.125rem',
            fontWeight: 700,
          }}
        >
          {avatar ? (
            <Box
              component="img"
              src={avatar}
              alt=""
              sx={{ width: 1, height: 1, objectFit: 'cover' }}
            />
          ) : (
            initial
          )}
        </Box>
      </IconButton>
      {menu}
    </>
  );
}

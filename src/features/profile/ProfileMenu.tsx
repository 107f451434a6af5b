import IconButton from '@mui/material/IconButton';

import { useAppSelector } from '@/app/hooks';
import { selectAvatar, selectInitial, selectUsername } from '@/features/profile/profileSlice';
import { useHoverMenu } from '@/components/layout/useHoverMenu';

import { ProfileAvatar } from './ProfileAvatar';

/** The profile dropdown: the visitor's picture or initial, opening on hover or click. */
export function ProfileMenu() {
  const username = useAppSelector(selectUsername);
  const avatar = useAppSelector(selectAvatar);
  const initial = useAppSelector(selectInitial);
  const { buttonProps, menu } = useHoverMenu('profile');
  return (
    <>
      <IconButton {...buttonProps} aria-label={`Profile menu for ${username}`} sx={{ p: 0.5 }}>
        <ProfileAvatar picture={avatar} initial={initial} size={36} fontSize="1.125rem" />
      </IconButton>
      {menu}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

import { useAppSelector, useShellAccount } from '@/app/hooks';
import {
  DEFAULT_USERNAME,
  selectAvatar,
  selectInitial,
  selectUsername,
} from '@/features/profile/profileSlice';
import { useHoverMenu } from '@/components/layout/useHoverMenu';
import { visuallyHidden } from '@/lib/visuallyHidden';

import { ProfileAvatar } from './ProfileAvatar';

/**
 * The profile dropdown: the visitor's picture or initial, opening on hover or click. Its name says what
 * it opens, the visitor's lists and settings (issue 22: not a bare letter), and where the header has
 * room it says so on screen too: the name is the button's own text, the visible words first (WCAG
 * 2.5.3), the rest for screen readers only. A gold ring shows keyboard focus, which MUI's faint ripple
 * did not.
 *
 * Signed in, a green dot sits on the avatar and the name says so (a signed-in visitor is no "Guest
 * User"); the menu then leads to the account, and before that to sign in (while the site has accounts).
 */
export function ProfileMenu() {
  const username = useAppSelector(selectUsername);
  const avatar = useAppSelector(selectAvatar);
  const initial = useAppSelector(selectInitial);
  const account = useShellAccount();
  const signedIn = account?.signedIn ?? false;
  const { buttonProps, menu } = useHoverMenu('profile', account);
  const { t } = useLingui();
  // The stored default name is shown in the visitor's language.
  const who = signedIn
    ? username === DEFAULT_USERNAME
      ? t`signed in`
      : t`${username}, signed in`
    : username === DEFAULT_USERNAME
      ? t`Guest User`
      : username;
  return (
    <>
      <ButtonBase
        {...buttonProps}
        sx={{
          gap: 1,
          p: 0.5,
          borderRadius: 999,
          font: 'inherit',
          fontWeight: 600,
        }}
      >
        {/* The picture or initial is the visitor's, not a word of the name. */}
        <Box component="span" aria-hidden sx={{ position: 'relative', display: 'inline-flex' }}>
          <ProfileAvatar picture={avatar} initial={initial} size={36} fontSize="1.125rem" />
          {signedIn && (
            <Box
              component="span"
              data-testid="signed-in-mark"
              sx={{
                position: 'absolute',
                right: -2,
                bottom: -2,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: 'success.main',
                border: 2,
                borderColor: 'background.default',
              }}
            />
          )}
        </Box>
        <Trans>
          <Box
            component="span"
            sx={({ breakpoints }) => ({ [breakpoints.down('lg')]: visuallyHidden, pr: 1 })}
          >
            My Lists
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {' '}
            and settings ({who})
          </Box>
        </Trans>
      </ButtonBase>
      {menu}
    </>
  );
}

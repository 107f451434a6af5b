import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Where a Chrome Web Store search for `name` lands (for extensions whose listing we cannot vouch for). */
const storeSearch = (name: string) =>
  `https://chromewebstore.google.com/search/${encodeURIComponent(name)}`;

interface Extension {
  name: string;
  about: MessageDescriptor;
  /** The extension's Chrome Web Store page; without one, a store search for its name. */
  store?: string;
}

/** The spec's five extensions, in its order, each described in our own words. */
export const EXTENSIONS: Extension[] = [
  {
    name: 'AdBlock Plus',
    about: msg`A long-established ad blocker that works from filter lists, which you can add to or adjust.`,
    store:
      'https://chromewebstore.google.com/detail/adblock-plus-free-ad-bloc/cfhdojbkjhnklbpkdaibdccddilifddb',
  },
  {
    name: 'AdBlock',
    about: msg`A widely used ad blocker with simple controls, including a switch to pause it on one site.`,
    store:
      'https://chromewebstore.google.com/detail/adblock-%E2%80%94-block-ads-acros/gighmmpiobklfepjocnamgkkbiglidom',
  },
  {
    name: 'Popup Blocker (strict)',
    about: msg`Stops pages from opening pop-up windows and new tabs on their own, and lets you allow the sites you trust.`,
    store:
      'https://chromewebstore.google.com/detail/popup-blocker-strict/aefkmifgmaafnojlojpnekbpbmjiiogg',
  },
  {
    name: 'Popup Blocker',
    about: msg`A lighter pop-up blocker for the windows and redirects that some players open.`,
  },
  {
    name: 'SBlock',
    about: msg`An ad blocker that also hides pop-ups and other clutter around a video.`,
  },
];

/** The extensions as cards, each with its 'Add to Chrome' link (a new tab, no opener, no referrer). */
export function AdBlockerList() {
  const { t } = useLingui();
  return (
    <Box
      component="ul"
      sx={{
        '&&': { p: 0, m: 0, listStyle: 'none' },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      {EXTENSIONS.map(({ name, about, store }, index) => {
        const nameId = `ad-blocker-${index}`;
        return (
          <Box
            component="li"
            key={name}
            sx={{
              '&&': { m: 0 },
              display: 'flex',
              flexDirection: 'column',
              gap: 1.5,
              p: 2.5,
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: ({ palette }) => `1px solid ${palette.overlay.hairline}`,
            }}
          >
            <Box component="h2" id={nameId} sx={{ '&&': { m: 0, fontSize: '1.125rem' } }}>
              {name}
            </Box>
            <Box component="p" sx={{ '&&': { m: 0 }, flex: 1 }}>
              {t(about)}
            </Box>
            <Button
              variant="contained"
              href={store ?? storeSearch(name)}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={nameId}
              endIcon={<OpenInNewIcon aria-hidden />}
              sx={{
                alignSelf: 'flex-start',
                '&&': { color: 'primary.contrastText', textDecoration: 'none' },
              }}
            >
              <Trans>Add to Chrome</Trans>
              <Box
                component="span"
                sx={{
                  position: 'absolute',
                  width: '1px',
                  height: '1px',
                  overflow: 'hidden',
                  clipPath: 'inset(50%)',
                  whiteSpace: 'nowrap',
                }}
              >
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </Box>
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}

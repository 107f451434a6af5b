import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';

/** A key's cap: a symbol, or a name keyboards write in their language (German's Strg). */
type KeyCap = string | MessageDescriptor;
const CTRL = msg`Ctrl`;
const ESC = msg`Esc`;

/** Each shortcut: its keys (each a <kbd>, alternatives joined by "or") and what it does. */
const SHORTCUTS: { keys: KeyCap[][]; does: MessageDescriptor }[] = [
  { keys: [['/']], does: msg`Go to the search box` },
  {
    keys: [
      [CTRL, 'S'],
      ['⌘', 'S'],
    ],
    does: msg`Go to the search box, even while typing in a field`,
  },
  {
    keys: [['↓'], ['↑']],
    does: msg`Move through the search suggestions; Enter opens the one chosen`,
  },
  { keys: [[ESC]], does: msg`Close a dialog, a menu or the search suggestions` },
  { keys: [['N'], ['P']], does: msg`Next or previous episode, on a TV episode's player page` },
  { keys: [['?']], does: msg`Show this list` },
];

function Keys({ keys, or }: { keys: KeyCap[][]; or: string }) {
  const { i18n } = useLingui();
  const caps = keys.map((combo) =>
    combo.map((key) => (typeof key === 'string' ? key : i18n._(key))),
  );
  return caps.map((combo, index) => (
    <Fragment key={combo.join('+')}>
      {index > 0 && ` ${or} `}
      {combo.map((key, position) => (
        <Fragment key={key}>
          {position > 0 && ' + '}
          <Box
            component="kbd"
            sx={{
              display: 'inline-block',
              minWidth: '1.75em',
              px: 0.75,
              py: 0.25,
              border: 1,
              borderColor: 'overlay.outline',
              borderRadius: 1,
              bgcolor: 'overlay.hairline',
              fontFamily: 'inherit',
              fontSize: '0.875rem',
              fontWeight: 700,
              textAlign: 'center',
            }}
          >
            {key}
          </Box>
        </Fragment>
      ))}
    </Fragment>
  ));
}

interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The list of keyboard shortcuts (`?`). Focus goes back where it was when it closes. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  const titleId = useId();
  const { t } = useLingui();
  const or = t`or`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t`Keyboard shortcuts`}</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(7.5rem, auto) 1fr' },
            columnGap: 3,
            rowGap: { xs: 0.5, sm: 1.5 },
            alignItems: 'baseline',
          }}
        >
          {SHORTCUTS.map(({ keys, does }) => (
            <Fragment key={does.id}>
              <Box component="dt" sx={{ whiteSpace: 'nowrap', mt: { xs: 1.5, sm: 0 } }}>
                <Keys keys={keys} or={or} />
              </Box>
              <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                {t(does)}
              </Box>
            </Fragment>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t`The single keys do nothing while you type in a field or hold Ctrl, Alt or ⌘.`}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t`Close`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

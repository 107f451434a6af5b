import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';

/** Each shortcut: its keys (each a <kbd>, alternatives joined by "or") and what it does. */
const SHORTCUTS: { keys: string[][]; does: string }[] = [
  { keys: [['/']], does: 'Go to the search box' },
  {
    keys: [
      ['Ctrl', 'S'],
      ['⌘', 'S'],
    ],
    does: 'Go to the search box, even while typing in a field',
  },
  { keys: [['↓'], ['↑']], does: 'Move through the search suggestions; Enter opens the one chosen' },
  { keys: [['Esc']], does: 'Close a dialog, a menu or the search suggestions' },
  { keys: [['N'], ['P']], does: "Next or previous episode, on a TV episode's player page" },
  { keys: [['?']], does: 'Show this list' },
];

function Keys({ keys }: { keys: string[][] }) {
  return keys.map((combo, index) => (
    <Fragment key={combo.join('+')}>
      {index > 0 && ' or '}
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
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
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
            <Fragment key={does}>
              <Box component="dt" sx={{ whiteSpace: 'nowrap', mt: { xs: 1.5, sm: 0 } }}>
                <Keys keys={keys} />
              </Box>
              <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                {does}
              </Box>
            </Fragment>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          The single keys do nothing while you type in a field or hold Ctrl, Alt or ⌘.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

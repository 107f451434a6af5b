import { useEffect, useState } from 'react';

import { lazyDialog } from '@/components/lazyDialog';
import { shortcutOf } from '@/lib/shortcutKeys';

// The list's code comes with the first `?`.
const { Dialog: ShortcutsDialog } = lazyDialog(() =>
  import(/* webpackChunkName: "shortcuts" */ './ShortcutsDialog').then(
    (module) => module.ShortcutsDialog,
  ),
);

/** The header's search box (SearchBox), whose own Ctrl/Cmd+S this joins. */
const searchInput = () => document.querySelector<HTMLInputElement>('header input[type="search"]');

/**
 * The site-wide keys (lib/shortcutKeys): `/` goes to the header's search box and `?` opens the list
 * of shortcuts, when the visitor is not typing in a field.
 */
export function ShortcutKeys() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (shortcut === 'help') {
        event.preventDefault();
        setOpen(true);
      } else if (shortcut === 'search') {
        const input = searchInput();
        if (!input) return;
        // Not typed into the box (nor Firefox's quick find).
        event.preventDefault();
        input.focus();
        input.select();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return <ShortcutsDialog open={open} onClose={() => setOpen(false)} />;
}

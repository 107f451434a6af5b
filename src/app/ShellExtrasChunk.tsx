import { useEffect } from 'react';

import { ShortcutKeys } from '@/components/layout/ShortcutKeys';
import { ensureLocalUser } from '@/lib/localUser';

import { ScrollMemory } from './ScrollMemory';
import { SitePrompts } from './SitePrompts';

/** The shell's extras (see ShellExtras), loaded after the layout's first render. */
export default function ShellExtrasChunk() {
  // Everyone is the fixed local user (spec: `auth_user`), written if missing.
  useEffect(() => ensureLocalUser(), []);
  // The page is live: hydrated (or rendered here) and its site-wide keys and prompts listening. What
  // the browser journeys wait for before they act, as a visitor's key press is answered from then on.
  useEffect(() => {
    document.documentElement.dataset.live = '';
  }, []);
  return (
    <>
      <SitePrompts />
      <ShortcutKeys />
      <ScrollMemory />
    </>
  );
}

import { useEffect } from 'react';

import { ShortcutKeys } from '@/components/layout/ShortcutKeys';
import { ensureLocalUser } from '@/lib/localUser';

import { SitePrompts } from './SitePrompts';

/** The shell's extras (see ShellExtras), loaded after the layout's first render. */
export default function ShellExtrasChunk() {
  // Everyone is the fixed local user (spec: `auth_user`), written if missing.
  useEffect(() => ensureLocalUser(), []);
  return (
    <>
      <SitePrompts />
      <ShortcutKeys />
    </>
  );
}

import { useEffect } from 'react';

import { ShortcutKeys } from '@/components/layout/ShortcutKeys';
import { ensureLocalUser } from '@/lib/localUser';
import { partLive } from '@/lib/pageLive';

import { ScrollMemory } from './ScrollMemory';
import { SitePrompts } from './SitePrompts';

/** The shell's extras (see ShellExtras), loaded after the layout's first render. */
export default function ShellExtrasChunk() {
  // Everyone is the fixed local user (spec: `auth_user`), written if missing.
  useEffect(() => ensureLocalUser(), []);
  // Its site-wide keys and prompts listen: one part of a live page (lib/pageLive).
  useEffect(() => partLive('shell extras'), []);
  return (
    <>
      <SitePrompts />
      <ShortcutKeys />
      <ScrollMemory />
    </>
  );
}

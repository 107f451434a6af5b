import { Suspense, lazy } from 'react';

import { useNextTask } from '@/hooks/useNextTask';

// The site-wide keys and the first-visit prompts' rules: needed only once the page is up.
const ShellExtrasChunk = lazy(
  () => import(/* webpackChunkName: "shell-extras" */ './ShellExtrasChunk'),
);

/**
 * What the layout adds after its first render, in a small chunk of its own so that no page's first
 * load carries it: keyboard shortcuts, the cookie consent, domain notice and announcement rules, and
 * the fixed local user's record.
 */
export function ShellExtras() {
  // Once the first screen is committed and painted.
  if (!useNextTask()) return null;
  return (
    <Suspense fallback={null}>
      <ShellExtrasChunk />
    </Suspense>
  );
}

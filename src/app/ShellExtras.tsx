import { useLoaded } from '@/hooks/useLoaded';
import { useNextTask } from '@/hooks/useNextTask';

// The site-wide keys and the first-visit prompts' rules: needed only once the page is up.
const loadExtras = () => import(/* webpackChunkName: "shell-extras" */ './ShellExtrasChunk');

/**
 * What the layout adds after its first render, in a small chunk of its own so that no page's first
 * load carries it: keyboard shortcuts, the cookie consent, domain notice and announcement rules, and
 * the fixed local user's record. Fetched without suspending (see useLoaded).
 */
export function ShellExtras() {
  // Once the first screen is committed and painted.
  const extras = useLoaded(loadExtras, useNextTask());
  if (!extras) return null;
  const { default: ShellExtrasChunk } = extras;
  return <ShellExtrasChunk />;
}

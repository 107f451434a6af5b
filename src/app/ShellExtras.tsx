import { Suspense, lazy, useEffect, useState } from 'react';

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
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // Once the first screen is committed and painted.
    const timer = setTimeout(() => setMounted(true));
    return () => clearTimeout(timer);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ShellExtrasChunk />
    </Suspense>
  );
}

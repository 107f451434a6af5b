import { useCallback, useEffect, useState } from 'react';

import { lazyDialog } from '@/components/lazyDialog';

/**
 * The contact modal's code (MUI's dialog and text field, the contact call) is fetched the first time it
 * opens, or when an opener is hovered or focused, so it adds nothing to a page's first load.
 */
const contactDialog = lazyDialog(() =>
  import(/* webpackChunkName: "contact-dialog" */ './ContactDialog').then(
    (module) => module.ContactDialog,
  ),
);

/** Fetches the modal's code ahead of a click (on the hover or focus of an opener). */
export const preloadContactDialog = contactDialog.preload;

interface ContactState {
  open: boolean;
  /** The opener's subject; empty from the footer (spec: "may be empty"). */
  subject: string;
}

/** The mounted host's setter: how openers anywhere reach the one modal. */
let show: ((state: ContactState) => void) | undefined;
/** A request made before the host was mounted (its chunk still on the way): opened when it mounts. */
let pending: ContactState | undefined;

/** Opens the contact modal with the opener's subject (the footer's link, a page's 'Contact Support'). */
export function openContact(subject = ''): void {
  const request = { open: true, subject };
  if (show) show(request);
  else pending = request;
}

/** The app's one contact modal (the layout renders it once), opened by openContact(). */
export function ContactHost() {
  // Closed in its first render, as the server rendered it: the host may hydrate after a click.
  const [state, setState] = useState<ContactState>({ open: false, subject: '' });
  useEffect(() => {
    show = setState;
    // A request made before it was live (its chunk still on the way, or its part of a server-rendered
    // page not hydrated yet) opens it now.
    const late = pending;
    pending = undefined;
    if (late) queueMicrotask(() => setState(late));
    return () => {
      show = undefined;
    };
  }, []);
  // Stable, so the success overlay's 2.5 s timer is not restarted by a render.
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return <contactDialog.Dialog {...state} onClose={close} />;
}

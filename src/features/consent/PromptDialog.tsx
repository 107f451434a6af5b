import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';

interface PromptDialogProps {
  open: boolean;
  /** Escape or a click on the backdrop: closed without a choice. */
  onDismiss: () => void;
  /** The id of its title and of its text. */
  labelledBy: string;
  describedBy: string;
  children: ReactNode;
}

/**
 * A modal dialog the browser opens (`showModal`; set by hand where it cannot, as in jsdom), with the
 * focus on the dialog itself, as on the app's other dialogs: a screen reader starts with its title and
 * text, and Tab goes on to its links and buttons.
 */
function show(dialog: HTMLDialogElement) {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  // showModal focuses the first link; the dialog itself is what the app's other dialogs focus.
  dialog.focus();
}

function hide(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * Stops the page behind from scrolling, as MUI's modals do (spec: page scrolling is locked while the
 * consent modal is open), its scroll bar's room kept so that nothing behind moves. Returns the undo.
 */
function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  const before = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => Object.assign(body.style, before);
}

/**
 * The first-visit prompts' modal (the cookie consent, the domain notice): the browser's own `<dialog>`
 * shown with `showModal`, so the browser makes the page behind inert, keeps focus inside, answers
 * Escape and draws the backdrop. Its content uses the same parts as the app's MUI dialogs.
 *
 * Why not MUI's Dialog: every new visitor's first page mounted it, and its portal (a second render at
 * once), transition, focus trap and the styles of a dozen parts were two of the longest tasks after
 * the first paint on every page (15-33 ms and 12 ms on this project's 2-core machine).
 */
export function PromptDialog({
  open,
  onDismiss,
  labelledBy,
  describedBy,
  children,
}: PromptDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return undefined;
    show(dialog);
    const unlock = lockPageScroll();
    return () => {
      unlock();
      hide(dialog);
    };
  }, [open]);

  // In the page while closed too (hidden by the browser), so that its first render and its opening
  // (showModal makes the rest of the page inert: a style pass over all of it) are separate tasks.
  return (
    <Box
      component="dialog"
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      tabIndex={-1}
      // Escape, or the system's back gesture: the app decides (the prompt closes through `open`).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onDismiss();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      // The paper fills the dialog: a click on the dialog itself is a click on its backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss();
      }}
      sx={{
        p: 0,
        border: 0,
        bgcolor: 'transparent',
        color: 'text.primary',
        overflow: 'visible',
        width: 'calc(100% - 64px)',
        maxWidth: 'sm',
        maxHeight: 'calc(100% - 64px)',
        '&:focus': { outline: 'none' },
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
        '&[open], &[open]::backdrop': { animation: 'prompt-fade-in 225ms ease-out' },
        '@keyframes prompt-fade-in': { from: { opacity: 0 } },
        '@media (prefers-reduced-motion: reduce)': {
          '&[open], &[open]::backdrop': { animation: 'none' },
        },
      }}
    >
      <Paper
        elevation={24}
        sx={{ display: 'flex', flexDirection: 'column', maxHeight: 'calc(100vh - 64px)' }}
      >
        {children}
      </Paper>
    </Box>
  );
}

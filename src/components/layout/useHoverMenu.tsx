import { Suspense, lazy, useRef, useState } from 'react';
import type { MouseEvent } from 'react';

import type { HeaderMenuProps, MenuAccount, MenuKind } from './HeaderMenu';

const loadHeaderMenu = () => import(/* webpackChunkName: "header-menu" */ './HeaderMenu');
const HeaderMenu = lazy(loadHeaderMenu);

/** Room around the trigger and the menu that still counts as "on" them while the pointer moves. */
const SLACK_PX = 8;

function contains(rect: DOMRect | undefined, x: number, y: number): boolean {
  // A box with no size (not laid out) contains nothing.
  if (!rect || (rect.width === 0 && rect.height === 0)) return false;
  return (
    x >= rect.left - SLACK_PX &&
    x <= rect.right + SLACK_PX &&
    y >= rect.top - SLACK_PX &&
    y <= rect.bottom + SLACK_PX
  );
}

/**
 * A header menu that opens when its button is hovered or clicked. It closes on a click outside,
 * Escape, choosing a link, or, when hover opened it, on the pointer leaving both the button and the
 * menu. Keyboard use is MUI Menu's own. `account` adds the way to sign in, or to the signed-in account.
 * Returns the props for the button and the menu element.
 */
export function useHoverMenu(kind: MenuKind, account?: MenuAccount) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's chunk is loaded (and the menu kept mounted for its closing transition) once wanted.
  const [wanted, setWanted] = useState(false);
  const openedByHover = useRef(false);
  const paperRef = useRef<HTMLDivElement>(null);
  const open = anchor !== null;
  const buttonId = `${kind}-menu-button`;
  const menuId = `${kind}-menu`;

  const show = (element: HTMLElement, byHover: boolean) => {
    openedByHover.current = byHover;
    setWanted(true);
    setAnchor(element);
  };
  const close = () => setAnchor(null);

  const onPointerAway = (event: MouseEvent) => {
    if (!anchor || !openedByHover.current) return;
    const { clientX: x, clientY: y } = event;
    if (contains(anchor.getBoundingClientRect(), x, y)) return;
    if (contains(paperRef.current?.getBoundingClientRect(), x, y)) return;
    close();
  };

  const onClose: HeaderMenuProps['onClose'] = (event, reason) => {
    // A click on the button after hovering it lands on the invisible backdrop: keep the menu open.
    if (reason === 'backdropClick' && anchor) {
      const { clientX, clientY } = event as MouseEvent;
      if (contains(anchor.getBoundingClientRect(), clientX, clientY)) {
        openedByHover.current = false;
        return;
      }
    }
    close();
  };

  const buttonProps = {
    id: buttonId,
    'aria-haspopup': 'true' as const,
    'aria-controls': open ? menuId : undefined,
    'aria-expanded': open ? ('true' as const) : undefined,
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      if (!anchor) show(event.currentTarget, true);
    },
    // While the menu is open its backdrop covers the button, so a click here always opens.
    onClick: (event: MouseEvent<HTMLElement>) => show(event.currentTarget, false),
    // Fetch the menu's chunk as soon as the visitor comes near it.
    onFocus: () => void loadHeaderMenu(),
  };

  const menu = wanted ? (
    <Suspense fallback={null}>
      <HeaderMenu
        kind={kind}
        account={account}
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={onClose}
        onChoose={close}
        // Opening on hover must not shift the page by hiding its scrollbar.
        disableScrollLock
        slotProps={{
          list: { 'aria-labelledby': buttonId },
          paper: { ref: paperRef, onMouseLeave: onPointerAway },
          backdrop: { onMouseMove: onPointerAway },
        }}
      />
    </Suspense>
  ) : null;

  return { buttonProps, menu };
}

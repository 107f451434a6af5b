import { Suspense, lazy, useRef, useState } from 'react';
import type { MouseEvent } from 'react';

import type { MenuAccount, MenuKind } from './HeaderMenu';

const loadHeaderMenu = () => import(/* webpackChunkName: "header-menu" */ './HeaderMenu');
const HeaderMenu = lazy(loadHeaderMenu);

/**
 * A header menu that opens when its button is hovered or clicked. It closes on a click outside,
 * Escape, choosing a link, or, when hover opened it, on the pointer leaving both the button and the
 * menu (HeaderMenu follows the pointer: that code comes with the menu's chunk, not in the first load).
 * Keyboard use is MUI Menu's own. `account` adds the way to sign in, or to the signed-in account.
 * Returns the props for the button and the menu element.
 */
export function useHoverMenu(kind: MenuKind, account?: MenuAccount) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's chunk is loaded (and the menu kept mounted for its closing transition) once wanted.
  const [wanted, setWanted] = useState(false);
  const openedByHover = useRef(false);
  const open = anchor !== null;
  const buttonId = `${kind}-menu-button`;
  const menuId = `${kind}-menu`;

  const show = (element: HTMLElement, byHover: boolean) => {
    openedByHover.current = byHover;
    setWanted(true);
    setAnchor(element);
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
        buttonId={buttonId}
        anchorEl={anchor}
        hoverOpenedRef={openedByHover}
        onClose={() => setAnchor(null)}
      />
    </Suspense>
  ) : null;

  return { buttonProps, menu };
}

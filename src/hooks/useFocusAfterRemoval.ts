import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * Keeps the keyboard's place when a card's remove button takes its card away: focus goes to the
 * remove button now at the same place (the next card's), else the last one, else `fallback` (the list
 * is empty). Remove buttons carry `data-remove`. Returns the function to call with the removed card's
 * index, before the list changes.
 */
export function useFocusAfterRemoval(
  container: RefObject<HTMLElement | null>,
  count: number,
  fallback: () => HTMLElement | null,
): (index: number) => void {
  const pending = useRef<number | null>(null);
  const fallbackRef = useRef(fallback);
  useLayoutEffect(() => {
    fallbackRef.current = fallback;
  });
  useLayoutEffect(() => {
    const index = pending.current;
    if (index === null) return;
    pending.current = null;
    const buttons = container.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)] ?? fallbackRef.current();
    target?.focus();
  }, [count, container]);
  return (index: number) => {
    pending.current = index;
  };
}

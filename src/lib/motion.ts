/** The media query of visitors who asked their system for less motion. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for less motion (no smooth scrolling, no sliding). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION).matches ?? false;
}

/** Back to the top of the page: smoothly, unless the visitor asked for less motion. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

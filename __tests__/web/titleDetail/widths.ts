import { fakeMatchMedia } from '../helpers/matchMedia';

/**
 * Makes the window `width` pixels wide for media queries (jsdom has no layout): min-width and
 * max-width queries answer for that width, anything else does not match.
 */
export function setWindowWidth(width: number) {
  window.innerWidth = width;
  window.matchMedia = fakeMatchMedia((query) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    if (!min && !max) return false;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });
}

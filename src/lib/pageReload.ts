/**
 * The page reload the switcher asks for (spec: switching saves the choice and reloads). One object, so
 * tests can watch the call where jsdom cannot navigate.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};

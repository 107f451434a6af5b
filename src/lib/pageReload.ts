/**
 * A full page reload (spec: switching players and clearing local data both reload). One object, so
 * tests can watch the call where jsdom cannot navigate.
 */
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
  /** Loads another address of the site, from the server (a language chosen in Settings). */
  load(address: string): void {
    window.location.assign(address);
  },
};

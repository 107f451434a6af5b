/** Session storage flag: the welcome overlay has shown in this browser session (spec: `hasLoaded`). */
export const WELCOME_FLAG = 'hasLoaded';

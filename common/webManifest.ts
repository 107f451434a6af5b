/**
 * The web app manifest (installing the app, its icon and colours). Shared by the server, which sends it
 * at /manifest.webmanifest with the deployment's SITE_NAME, and the theme, whose page background is the
 * same colour (so the splash screen and the title bar match the app).
 */

/** src/theme's page background: the manifest's background and theme colour, index.html's theme-color. */
export const APP_BACKGROUND = '#0b0d12';

/** Where the icons are (public/icons/, copied into the build; drawn by scripts/make-icons.ts). */
export const ICONS_PATH = '/icons';

/** Launchers cut short names at about 12 characters. */
const SHORT_NAME_CHARS = 12;

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose?: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  background_color: string;
  theme_color: string;
  icons: WebManifestIcon[];
}

/** The manifest for a deployment named `siteName`. */
export function webManifest(siteName: string): WebManifest {
  const short = [...siteName];
  return {
    id: '/',
    name: siteName,
    short_name:
      short.length > SHORT_NAME_CHARS ? short.slice(0, SHORT_NAME_CHARS).join('').trim() : siteName,
    description: 'Discover movies and TV shows: what is trending, popular and airing.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: APP_BACKGROUND,
    theme_color: APP_BACKGROUND,
    icons: [
      { src: `${ICONS_PATH}/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${ICONS_PATH}/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: `${ICONS_PATH}/icon-maskable-512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

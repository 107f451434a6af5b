/**
 * A page the browser renders without the server having chosen its language: the service worker's
 * shell (index.html as built, whose <html> says "und": undetermined). The app's start decides it as
 * the server would, with the browser's own languages for Accept-Language: the address's prefix, else
 * the cookie of a choice in Settings, else the first of navigator.languages Marquee offers, else
 * English; and writes it into <html>. The real start (src/app/start.tsx) on the shell's markup, the
 * site's answers at the network edge.
 */
import type fs from 'node:fs';
import type path from 'node:path';

import { screen, waitFor } from '@testing-library/react';

import { LANGUAGE_COOKIE } from '@common/visitLanguage';
import { browserLocale } from '@/app/browserLocale';

// The German catalogue, as the build's loader (scripts/po-loader.cjs) compiles it for the page's chunk.
jest.mock('../../../src/locales/de/messages.po', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { readFileSync } = require('node:fs') as typeof fs;
  const { join } = require('node:path') as typeof path;
  const poLoader = require('../../../scripts/po-loader.cjs') as (
    this: object,
    source: string,
  ) => string;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const file = join(__dirname, '../../../src/locales/de/messages.po');
  const module = poLoader.call({ resourcePath: file }, readFileSync(file, 'utf8'));
  const json = /JSON\.parse\((".*")\);$/.exec(module)![1]!;
  return { messages: JSON.parse(JSON.parse(json) as string) as unknown };
});

jest.setTimeout(60_000);

afterEach(() => jest.restoreAllMocks());

describe('the language of a page the browser renders', () => {
  it('is the first of navigator.languages Marquee offers when neither address nor cookie names one', async () => {
    // The shell as the service worker serves it: its language undetermined, an empty root.
    document.documentElement.lang = 'und';
    document.documentElement.removeAttribute('dir');
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/terms');
    jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['tlh', 'de-AT', 'en-US']);

    await import('@/app/start');

    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'de'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    // The page itself is in German.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
  });

  it('gives way to the address’s prefix, then to the language chosen in Settings', () => {
    const languages = ['de-AT', 'en-US'];
    const cookie = `other=1; ${LANGUAGE_COOKIE}=ja`;
    expect(browserLocale({ pathname: '/terms', cookie: '', languages })).toBe('de');
    expect(browserLocale({ pathname: '/terms', cookie, languages })).toBe('ja');
    expect(browserLocale({ pathname: '/ar/terms', cookie, languages })).toBe('ar');
    expect(browserLocale({ pathname: '/pt-br', cookie: '', languages })).toBe('pt-BR');
    // None Marquee speaks: English.
    expect(browserLocale({ pathname: '/', cookie: '', languages: ['tlh', 'xx'] })).toBe('en');
    expect(browserLocale({ pathname: '/', cookie: '', languages: ['pt-PT'] })).toBe('pt-BR');
  });
});

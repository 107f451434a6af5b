import { http, HttpResponse } from 'msw';

import type { SiteConfig } from '@/services/site';

/** `/api/site` answering the default test settings with `overrides` (a notice, an announcement...). */
export function siteWith(overrides: Partial<SiteConfig>) {
  return http.get('*/api/site', () =>
    HttpResponse.json({
      name: 'Marquee',
      catalogue: 'demo',
      images: 'https://image.tmdb.org/t/p',
      ...overrides,
    }),
  );
}

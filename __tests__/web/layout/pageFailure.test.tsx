/**
 * The failure screen is not in the first load (PageErrorBoundary fetches it once the layout is up). A
 * visitor whose connection dropped before it came, and is still down when a page breaks, is told all
 * the same, never left with a blank page.
 */
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';

import { englishI18n } from '@/app/i18n';

import type * as PageErrorBoundaryModule from '@/components/PageErrorBoundary';

function Broken(): never {
  throw new Error('Loading chunk 42 failed.');
}

it("says so in plain words when even the failure screen's code cannot be had", async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.doMock('@/components/PageFailure', () => {
    throw new Error('Loading chunk page-failure failed.');
  });
  const { PageErrorBoundary } = jest.requireActual<typeof PageErrorBoundaryModule>(
    '@/components/PageErrorBoundary',
  );
  // (Inside the app's language, as everywhere in the app.)
  render(
    <I18nProvider i18n={englishI18n()}>
      <PageErrorBoundary resetKey="/page">
        <Broken />
      </PageErrorBoundary>
    </I18nProvider>,
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This page could not be loaded');
  expect(alert).not.toHaveTextContent('chunk');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});

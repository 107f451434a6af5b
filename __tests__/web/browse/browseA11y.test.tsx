import { screen } from '@testing-library/react';
import axe from 'axe-core';

import { renderApp } from '../helpers/render';

jest.setTimeout(60_000);

/**
 * axe over each browse page as jsdom renders it. Contrast needs real layout (the browser journeys
 * check it) and label-content-name-mismatch needs a canvas, which jsdom lacks.
 */
const OPTIONS: axe.RunOptions = {
  rules: {
    'color-contrast': { enabled: false },
    'label-content-name-mismatch': { enabled: false },
  },
};

describe('accessibility of the browse pages', () => {
  it.each([
    ['/fan-favorites', 'Found 100 fan favorites'],
    ['/fan-favorites?type=movie', 'Found 100 fan favorites'],
    ['/airing-shows', 'Show 6000'],
    ['/collections', /^Found \d+ collections$/],
  ])('%s has no axe violations and one h1', async (path, loaded) => {
    const { container } = renderApp(path);
    await screen.findByText(loaded, {}, { timeout: 10_000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const { violations } = await axe.run(container, OPTIONS);
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

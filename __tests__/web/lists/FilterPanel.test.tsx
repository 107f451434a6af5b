import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { FilterPanel } from '@/components/FilterPanel';
import type { FilterValue } from '@/components/FilterPanel';
import { MOVIE_GENRES, TV_GENRES } from '@common/genres';
import { TV_SORT_OPTIONS } from '@/lib/listQuery';

import { renderWithProviders } from '../helpers/render';

const NONE: FilterValue = { with_genres: [], year: '', sort_by: 'popularity.desc' };

function renderPanel(props: Partial<Parameters<typeof FilterPanel>[0]> = {}) {
  const onApply = jest.fn();
  const onReset = jest.fn();
  const view = renderWithProviders(
    <MemoryRouter>
      <FilterPanel mediaType="movie" value={NONE} onApply={onApply} onReset={onReset} {...props} />
    </MemoryRouter>,
  );
  return { ...view, onApply, onReset };
}

// MUI's popover and user-event make each step slow in jsdom, more so on a busy machine.
jest.setTimeout(20_000);

describe('FilterPanel', () => {
  it('counts active filters on the button badge', () => {
    renderPanel({ value: { with_genres: [28, 12], year: '2010', sort_by: 'revenue.desc' } });
    expect(screen.getByRole('button', { name: 'Filters (4 active)' })).toBeInTheDocument();
    // The visible badge beside the button.
    expect(screen.getByText('4')).toBeVisible();
  });

  it('shows no count when nothing is filtered', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByText(/^\d+$/)).not.toBeInTheDocument();
  });

  it('applies sort, year and genres chosen in the panel', async () => {
    const { user, onApply } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(dialog).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Highest Rated' }));
    await user.type(screen.getByRole('textbox', { name: 'Release year' }), '2010');
    await user.click(screen.getByRole('button', { name: 'Comedy' }));
    await user.click(screen.getByRole('button', { name: 'Drama' }));
    await user.click(screen.getByRole('button', { name: 'Comedy' }));
    expect(screen.getByRole('button', { name: 'Drama' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Comedy' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    expect(onApply).toHaveBeenCalledWith({
      with_genres: [18],
      year: '2010',
      sort_by: 'vote_average.desc',
    });
  });

  it('applies with Enter in the year field', async () => {
    const { user, onApply } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(await screen.findByRole('textbox', { name: 'Release year' }), '1984{Enter}');
    expect(onApply).toHaveBeenCalledWith({ ...NONE, year: '1984' });
  });

  it('offers the four sort options in the spec words', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(
      (await screen.findAllByRole('radio')).map((radio) => (radio as HTMLInputElement).value),
    ).toEqual([
      'popularity.desc',
      'vote_average.desc',
      'primary_release_date.desc',
      'revenue.desc',
    ]);
    for (const label of ['Most Popular', 'Highest Rated', 'Recently Released', 'Highest Revenue']) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
  });

  it('takes only digits, at most four, in the year', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const year = await screen.findByRole('textbox', { name: 'Release year' });
    await user.type(year, '2a0-1x95');
    expect(year).toHaveValue('2019');
  });

  it.each(['1899', '203', String(new Date().getFullYear() + 1)])(
    'silently ignores the year %s on Apply',
    async (typed) => {
      const { user, onApply } = renderPanel();
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      await user.type(await screen.findByRole('textbox', { name: 'Release year' }), typed);
      await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
      expect(onApply).toHaveBeenCalledWith({ ...NONE, year: '' });
    },
  );

  it('starts from the filters in force and resets', async () => {
    const { user, onReset, onApply } = renderPanel({
      value: { with_genres: [28], year: '1999', sort_by: 'revenue.desc' },
    });
    await user.click(screen.getByRole('button', { name: /filters/i }));
    expect(await screen.findByRole('radio', { name: 'Highest Revenue' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Release year' })).toHaveValue('1999');
    expect(screen.getByRole('button', { name: 'Action' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('lists movie genres for movies and TV genres for TV', async () => {
    const { user, unmount } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('button', { name: 'Science Fiction' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sci-Fi & Fantasy' })).not.toBeInTheDocument();
    expect(MOVIE_GENRES).toHaveLength(19);
    unmount();

    const { user: tvUser } = renderPanel({ mediaType: 'tv' });
    await tvUser.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('button', { name: 'Sci-Fi & Fantasy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Science Fiction' })).not.toBeInTheDocument();
    expect(TV_GENRES).toHaveLength(16);
  });

  it("offers a list's own sorts and year label when it has them (TV)", async () => {
    const { user, onApply } = renderPanel({
      mediaType: 'tv',
      options: { sorts: TV_SORT_OPTIONS, yearLabel: { id: 'First air year' } },
    });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(
      (await screen.findAllByRole('radio')).map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['popularity.desc', 'vote_average.desc', 'first_air_date.desc']);
    await user.click(screen.getByRole('radio', { name: 'Recently Released' }));
    await user.type(screen.getByRole('textbox', { name: 'First air year' }), '2011{Enter}');
    expect(onApply).toHaveBeenCalledWith({
      with_genres: [],
      year: '2011',
      sort_by: 'first_air_date.desc',
    });
  });

  it('closes with Escape and returns focus to the button', async () => {
    const { user } = renderPanel();
    const button = screen.getByRole('button', { name: 'Filters' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await screen.findByRole('button', { name: 'Filters' });
    expect(screen.queryByRole('button', { name: 'Apply Filters' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('active filter chips', () => {
  it('names each active filter, genres first, then the year and a sort other than the default', async () => {
    renderPanel({ value: { with_genres: [27, 18], year: '1999', sort_by: 'vote_average.desc' } });
    const chips = within(await screen.findByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Horror',
      'Drama',
      'Year 1999',
      'Highest Rated',
    ]);
    expect(chips.getByRole('button', { name: 'Remove filter: Year 1999' })).toBeInTheDocument();
  });

  it('shows none when nothing is filtered', async () => {
    renderPanel();
    // Let the chips' chunk load, were it wanted.
    await screen.findByRole('button', { name: 'Filters' });
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('removes one filter and keeps the others; focus moves to the next chip', async () => {
    const value = { with_genres: [27, 18], year: '1999', sort_by: 'revenue.desc' };
    const { user, onApply } = renderPanel({ value });
    const chips = within(await screen.findByRole('list', { name: 'Active filters' }));

    await user.click(chips.getByRole('button', { name: 'Remove filter: Horror' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...value, with_genres: [18] });
    expect(chips.getByRole('button', { name: 'Remove filter: Drama' })).toHaveFocus();

    await user.click(chips.getByRole('button', { name: 'Remove filter: Year 1999' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...value, year: '' });

    await user.click(chips.getByRole('button', { name: 'Remove filter: Highest Revenue' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...value, sort_by: 'popularity.desc' });
    // The last chip in the row: focus goes to the one before it.
    expect(chips.getByRole('button', { name: 'Remove filter: Year 1999' })).toHaveFocus();
  });

  it('sends focus to the Filters button when the only chip goes', async () => {
    const { user, onApply } = renderPanel({
      value: { with_genres: [], year: '2001', sort_by: 'popularity.desc' },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove filter: Year 2001' }));
    expect(onApply).toHaveBeenCalledWith(NONE);
    expect(screen.getByRole('button', { name: 'Filters (1 active)' })).toHaveFocus();
  });
});

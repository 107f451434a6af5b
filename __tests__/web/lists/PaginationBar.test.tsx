import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { PageOutOfRangeNotice, PaginationBar } from '@/components/PaginationBar';

import { renderWithProviders } from '../helpers/render';

function renderBar(page: number, totalPages: number) {
  const onPageChange = jest.fn();
  const view = renderWithProviders(
    <PaginationBar page={page} totalPages={totalPages} onPageChange={onPageChange} />,
  );
  return { ...view, onPageChange };
}

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);

jest.setTimeout(20_000);

describe('PaginationBar', () => {
  it('is hidden with one page or fewer', () => {
    renderBar(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows first, last, current and neighbours, and Page X of Y', () => {
    renderBar(250, 500);
    expect(pageButtons()).toEqual(['1', '249', '250', '251', '500']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByText('Page 250 of 500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 250' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 249' })).not.toHaveAttribute('aria-current');
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { unmount } = renderBar(1, 7);
    expect(screen.getByRole('button', { name: /previous/i })).toBeDisabled();
    expect(screen.getByRole('button', { name: /next/i })).toBeEnabled();
    unmount();
    renderBar(7, 7);
    expect(screen.getByRole('button', { name: /previous/i })).toBeEnabled();
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
  });

  it('never offers more than 500 pages', () => {
    renderBar(9999, 40000);
    expect(screen.getByText('Page 500 of 500')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '499', '500']);
    expect(screen.getByRole('button', { name: /next/i })).toBeDisabled();
  });

  it('asks for the chosen page', async () => {
    const { user, onPageChange } = renderBar(3, 10);
    await user.click(screen.getByRole('button', { name: /next/i }));
    await user.click(screen.getByRole('button', { name: /previous/i }));
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[4], [2], [10]]);
  });

  it('is usable from the keyboard', async () => {
    const { user, onPageChange } = renderBar(1, 3);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

describe('PageOutOfRangeNotice', () => {
  it('says the page is past the end and links to page 1', () => {
    renderWithProviders(
      <MemoryRouter>
        <PageOutOfRangeNotice page={40} totalPages={30} firstPage="/movies?with_genres=28" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/nothing to show on page 40/i)).toHaveTextContent(
      'This list ends at page 30.',
    );
    expect(screen.getByRole('link', { name: 'Go to page 1' })).toHaveAttribute(
      'href',
      '/movies?with_genres=28',
    );
  });
});

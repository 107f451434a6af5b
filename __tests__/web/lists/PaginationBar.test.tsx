import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { PageOutOfRangeNotice, PaginationBar } from '@/components/PaginationBar';

import { renderWithProviders } from '../helpers/render';

/** The bar of a list whose pages are in the URL (every list screen). */
function renderLinkedBar(page: number, totalPages: number, search = '?with_genres=18') {
  const pageHref = (target: number) => ({
    pathname: '/movies',
    search: `${search}${search ? '&' : '?'}page=${target}`,
  });
  return renderWithProviders(
    <MemoryRouter>
      <PaginationBar page={page} totalPages={totalPages} pageHref={pageHref} />
    </MemoryRouter>,
  );
}

/** The bar of a list paged in component state (the Letterboxd match table). */
function renderStateBar(page: number, totalPages: number) {
  const onPageChange = jest.fn();
  const view = renderWithProviders(
    <PaginationBar page={page} totalPages={totalPages} onPageChange={onPageChange} />,
  );
  return { ...view, onPageChange };
}

const bar = () => within(screen.getByRole('navigation', { name: 'Pagination' }));
const pageLinks = () =>
  bar()
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => link.textContent);

jest.setTimeout(20_000);

describe('PaginationBar', () => {
  it('is hidden with one page or fewer', () => {
    renderLinkedBar(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows first, last, current and neighbours, and Page X of Y', () => {
    renderLinkedBar(250, 500);
    expect(pageLinks()).toEqual(['1', '249', '250', '251', '500']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByText('Page 250 of 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 250' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 249' })).not.toHaveAttribute('aria-current');
  });

  it('links every page, Previous and Next with the whole query string kept', () => {
    renderLinkedBar(3, 10);
    const href = (name: string) => bar().getByRole('link', { name }).getAttribute('href');
    expect(href('Page 1')).toBe('/movies?with_genres=18&page=1');
    expect(href('Page 4')).toBe('/movies?with_genres=18&page=4');
    expect(href('Page 10')).toBe('/movies?with_genres=18&page=10');
    expect(href('Previous')).toBe('/movies?with_genres=18&page=2');
    expect(href('Next')).toBe('/movies?with_genres=18&page=4');
    // No page control is a button: each can be opened in a new tab.
    expect(bar().queryAllByRole('button')).toEqual([]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { unmount } = renderLinkedBar(1, 7);
    expect(bar().getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(bar().queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(bar().getByRole('link', { name: 'Next' })).toBeInTheDocument();
    unmount();
    renderLinkedBar(7, 7);
    expect(bar().getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(bar().getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('never offers more than 500 pages', () => {
    renderLinkedBar(9999, 40000);
    expect(screen.getByText('Page 500 of 500')).toBeInTheDocument();
    expect(pageLinks()).toEqual(['1', '499', '500']);
    expect(bar().getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is usable from the keyboard', async () => {
    const { user } = renderLinkedBar(1, 3);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveFocus();
  });

  describe('over a list paged in component state', () => {
    it('asks for the chosen page', async () => {
      const { user, onPageChange } = renderStateBar(3, 10);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.click(screen.getByRole('button', { name: 'Previous' }));
      await user.click(screen.getByRole('button', { name: 'Page 10' }));
      await user.click(screen.getByRole('button', { name: 'Page 3' }));
      expect(onPageChange.mock.calls).toEqual([[4], [2], [10]]);
    });

    it('is usable from the keyboard', async () => {
      const { user, onPageChange } = renderStateBar(1, 3);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();
      await user.tab();
      await user.keyboard('{Enter}');
      expect(onPageChange).toHaveBeenCalledWith(2);
    });
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

import { MAX_PAGES, capTotalPages, clampPage, pageWindow } from '@/lib/pagination';

describe('pageWindow', () => {
  it('has nothing for no pages and a single slot for one page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('shows first, last, current and neighbours with ellipses on 7 pages', () => {
    expect(pageWindow(1, 7)).toEqual([1, 2, 'end-ellipsis', 7]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(5, 7)).toEqual([1, 'start-ellipsis', 4, 5, 6, 7]);
    expect(pageWindow(7, 7)).toEqual([1, 'start-ellipsis', 6, 7]);
  });

  it('fills a one-page gap with the page instead of an ellipsis', () => {
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 'end-ellipsis', 7]);
  });

  it('shows ellipses on both sides in the middle of 500 pages', () => {
    expect(pageWindow(250, 500)).toEqual([1, 'start-ellipsis', 249, 250, 251, 'end-ellipsis', 500]);
  });

  it('handles the current page at either edge of 500 pages', () => {
    expect(pageWindow(1, 500)).toEqual([1, 2, 'end-ellipsis', 500]);
    expect(pageWindow(500, 500)).toEqual([1, 'start-ellipsis', 499, 500]);
  });

  it('never goes past 500 pages', () => {
    expect(pageWindow(1, 12000).at(-1)).toBe(MAX_PAGES);
    expect(pageWindow(9999, 12000)).toEqual([1, 'start-ellipsis', 499, 500]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(40, 3)).toEqual([1, 2, 3]);
  });
});

describe('capTotalPages and clampPage', () => {
  it('caps the total at 500 and rejects nonsense', () => {
    expect(capTotalPages(30)).toBe(30);
    expect(capTotalPages(40000)).toBe(500);
    expect(capTotalPages(-2)).toBe(0);
    expect(capTotalPages(Number.NaN)).toBe(0);
  });

  it('keeps a page within 1..total', () => {
    expect(clampPage(9999, 40000)).toBe(500);
    expect(clampPage(12, 10)).toBe(10);
    expect(clampPage(-1, 10)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});

import { describe, expect, test } from 'bun:test';
import { paginationWindow } from './pagination';

describe('paginationWindow', () => {
  test('no pages and a single page show no first/last buttons', () => {
    expect(paginationWindow(1, 0)).toEqual({ pages: [], showFirst: false, showLast: false });
    expect(paginationWindow(1, 1)).toEqual({ pages: [1], showFirst: false, showLast: false });
  });
  test('pages within the window are all shown without first/last', () => {
    expect(paginationWindow(2, 4)).toEqual({ pages: [1, 2, 3, 4], showFirst: false, showLast: false });
  });
  test('the window follows the current page and first/last appear past it', () => {
    expect(paginationWindow(1, 20)).toEqual({ pages: [1, 2, 3, 4, 5], showFirst: false, showLast: true });
    expect(paginationWindow(10, 20)).toEqual({ pages: [8, 9, 10, 11, 12], showFirst: true, showLast: true });
    expect(paginationWindow(20, 20)).toEqual({ pages: [16, 17, 18, 19, 20], showFirst: true, showLast: false });
  });
  test('out-of-range pages are clamped', () => {
    expect(paginationWindow(99, 3).pages).toEqual([1, 2, 3]);
    expect(paginationWindow(-4, 8).pages[0]).toBe(1);
  });
});

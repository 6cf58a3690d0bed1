export interface PaginationWindow {
  pages: number[];
  showFirst: boolean;
  showLast: boolean;
}

/**
 * The page numbers shown around the current page. First/last buttons appear only when the pages exceed the
 * window (spec §9), and only when the window does not already include them.
 */
export function paginationWindow(page: number, totalPages: number, windowSize = 5): PaginationWindow {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= 1) return { pages: total === 1 ? [1] : [], showFirst: false, showLast: false };
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const size = Math.min(windowSize, total);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, total - size + 1);
  const pages = Array.from({ length: size }, (_, index) => start + index);
  const exceeds = total > windowSize;
  return { pages, showFirst: exceeds && start > 1, showLast: exceeds && start + size - 1 < total };
}

/** Whether another page is worth loading: only while fewer items are loaded than the total. */
export function hasNextPage(loaded: number, total: number): boolean {
  return loaded < total;
}

/** The page to load next: one more while `hasNextPage`, else the current one. */
export function nextPageNumber(current: number, loaded: number, total: number): number {
  return hasNextPage(loaded, total) ? current + 1 : current;
}

/** The list after page `page` arrives: page 1 (or below) replaces the list, later pages are appended. */
export function mergePage<T>(list: readonly T[], page: number, items: readonly T[]): T[] {
  return page <= 1 ? [...items] : [...list, ...items];
}

/** How many items come before `page` (1-based) at `pageSize` a page: the page's SQL offset. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/** The items `page` shows of a whole list held in memory (empty past the last page). */
export function itemsOnPage<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const from = pageOffset(page, pageSize);
  return items.slice(from, from + pageSize);
}

/** How many pages a list of `total` items fills (at least one, so an empty list still has its page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** The 1-based positions of the first and last item on `page` ("16–30 of 42"); both 0 for an empty list. */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const offset = pageOffset(page, pageSize);
  return { first: Math.min(offset + 1, total), last: Math.min(offset + pageSize, total) };
}

/**
 * The page buttons a pager shows: always the first and last page and up to `around` on each side of the current one,
 * with 'gap' where pages are left out; a gap never stands for a single page (that page is shown instead).
 */
export function pageWindow(page: number, count: number, around = 1): (number | 'gap')[] {
  const shown = new Set<number>([1, count]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const p of sorted) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && p - previous === 2) out.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) out.push('gap');
    out.push(p);
  }
  return out;
}

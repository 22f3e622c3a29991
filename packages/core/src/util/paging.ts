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

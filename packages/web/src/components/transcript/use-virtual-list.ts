import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** Extra pixels rendered above and below the viewport, so a fast scroll does not show gaps. */
const OVERSCAN_PX = 800;

export interface VirtualItem {
  index: number;
  top: number;
}

export interface VirtualList {
  items: VirtualItem[];
  totalHeight: number;
  /** Ref callback for an item element: measures it as it renders and resizes. */
  measure(index: number, element: HTMLElement | null): void;
  /** Top offset of an item, from measured heights where known and estimates elsewhere. */
  offsetOf(index: number): number;
}

function firstAtOrAfter(offsets: Float64Array, value: number, count: number): number {
  let lo = 0;
  let hi = count;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid + 1] ?? 0) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Renders only the items near the viewport of a scrolling container. Heights start as estimates and are replaced by
 * measurements (ResizeObserver) as items render; offsets are prefix sums, and the visible range is found by binary
 * search, so a list of thousands of paragraphs costs what a screenful does.
 */
export function useVirtualList(count: number, estimate: (index: number) => number, scroller: RefObject<HTMLElement | null>): VirtualList {
  const heights = useMemo(() => Float64Array.from({ length: count }, (_, i) => estimate(i)), [count, estimate]);
  const [version, setVersion] = useState(0);
  const [view, setView] = useState({ top: 0, height: 0 });
  const elements = useRef(new Map<Element, number>());
  const observer = useRef<ResizeObserver | null>(null);
  const pending = useRef(0);

  const offsets = useMemo(() => {
    void version;
    const sums = new Float64Array(count + 1);
    for (let i = 0; i < count; i++) sums[i + 1] = (sums[i] ?? 0) + (heights[i] ?? 0);
    return sums;
  }, [count, heights, version]);

  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const index = elements.current.get(entry.target);
        const height = entry.borderBoxSize?.[0]?.blockSize ?? (entry.target as HTMLElement).offsetHeight;
        if (index === undefined || height <= 0 || Math.abs((heights[index] ?? 0) - height) < 0.5) continue;
        heights[index] = height;
        changed = true;
      }
      if (changed) setVersion((v) => v + 1);
    });
    observer.current = resized;
    for (const element of elements.current.keys()) resized.observe(element);
    return () => resized.disconnect();
  }, [heights]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const read = () => {
      pending.current = 0;
      setView({ top: element.scrollTop, height: element.clientHeight || window.innerHeight });
    };
    const onScroll = () => {
      if (!pending.current) pending.current = requestAnimationFrame(read);
    };
    read();
    element.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      element.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (pending.current) cancelAnimationFrame(pending.current);
    };
  }, [scroller]);

  const measure = useCallback((index: number, element: HTMLElement | null) => {
    for (const [known, i] of elements.current) {
      if (i === index && known !== element) {
        observer.current?.unobserve(known);
        elements.current.delete(known);
      }
    }
    if (element && !elements.current.has(element)) {
      elements.current.set(element, index);
      observer.current?.observe(element);
    }
  }, []);

  const first = firstAtOrAfter(offsets, view.top - OVERSCAN_PX, count);
  const last = Math.min(count - 1, firstAtOrAfter(offsets, view.top + view.height + OVERSCAN_PX, count));
  const items: VirtualItem[] = [];
  for (let i = first; i <= last; i++) items.push({ index: i, top: offsets[i] ?? 0 });
  const offsetOf = useCallback((index: number) => offsets[Math.max(0, Math.min(index, count))] ?? 0, [offsets, count]);
  return { items, totalHeight: offsets[count] ?? 0, measure, offsetOf };
}

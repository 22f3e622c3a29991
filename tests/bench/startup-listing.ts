// Turns what a page recorded about its own start-up (Navigation and Resource Timing) and a Chromium trace of its
// main thread into one listing: every request and every long task before the first paint, each with its time.

/** One thing the page loaded, requested or ran before its content painted; times in ms from navigation start. */
export interface ListingItem {
  kind: 'document' | 'script' | 'style' | 'font' | 'api' | 'image' | 'other' | 'task';
  what: string;
  start: number;
  end: number;
  /** Bytes on the wire (requests only; 0 for a request answered from memory or by a mock). */
  bytes?: number;
}

/** The fields of a PerformanceResourceTiming (or the navigation entry) the listing reads, as the page sends them. */
export interface ResourceEntry {
  name: string;
  entryType: string;
  initiatorType: string;
  startTime: number;
  responseEnd: number;
  encodedBodySize: number;
}

function kindOf(entry: ResourceEntry): ListingItem['kind'] {
  if (entry.entryType === 'navigation') return 'document';
  const path = new URL(entry.name).pathname;
  if (path.startsWith('/api/')) return 'api';
  if (/\.m?js$/.test(path)) return 'script';
  if (/\.css$/.test(path)) return 'style';
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  if (/\.(png|jpe?g|svg|webp|gif|ico)$/.test(path)) return 'image';
  return 'other';
}

/** The requests that started before `until` (the paint), earliest first. */
export function requestItems(entries: readonly ResourceEntry[], until: number): ListingItem[] {
  return entries
    .filter((e) => e.startTime <= until)
    .map((e) => {
      const url = new URL(e.name);
      return {
        kind: kindOf(e),
        what: url.pathname.replace(/^\/assets\//, '') + url.search,
        start: e.startTime,
        end: e.responseEnd,
        bytes: e.encodedBodySize,
      };
    })
    .sort((a, b) => a.start - b.start);
}

interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; type?: string; fileName?: string } };
}

const TASK = 'ThreadControllerImpl::RunTask';

/** What a top-level task mostly did: the longest event directly inside it, named with its script or event. */
function describeTask(inner: TraceEvent[]): string {
  const longest = inner.reduce<TraceEvent | undefined>((best, e) => ((e.dur ?? 0) > (best?.dur ?? -1) ? e : best), undefined);
  if (!longest) return 'task';
  const data = longest.args?.data;
  const where = data?.url || data?.fileName;
  const file = where ? new URL(where, 'http://x').pathname.replace(/^\/assets\//, '') : '';
  const detail = [data?.type, data?.functionName, file].filter(Boolean).join(' ');
  return detail ? `${longest.name} ${detail}` : (longest.name ?? 'task');
}

/**
 * The page's main-thread tasks of at least `minMs` that began before `until`, in page time: `originTs` is the trace
 * timestamp (µs) of a mark the page made at `originMs` on its own clock.
 */
export function taskItems(trace: Buffer, mark: string, originMs: number, until: number, minMs: number): ListingItem[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const origin = events.find((e) => e.name === mark && e.ts !== undefined);
  if (!origin) return [];
  const mainThread = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === origin.pid && e.args?.name === 'CrRendererMain',
  );
  const onMain = events.filter((e) => e.pid === origin.pid && e.tid === mainThread?.tid && e.ph === 'X');
  const toPage = (ts: number) => originMs + (ts - (origin.ts as number)) / 1000;
  const tasks = onMain.filter((e) => e.name === TASK && (e.dur ?? 0) >= minMs * 1000 && toPage(e.ts ?? 0) <= until);
  return tasks.map((task) => {
    const from = task.ts ?? 0;
    const to = from + (task.dur ?? 0);
    const inner = onMain.filter((e) => e !== task && e.name !== TASK && (e.ts ?? 0) >= from && (e.ts ?? 0) + (e.dur ?? 0) <= to);
    return { kind: 'task', what: describeTask(inner), start: toPage(from), end: toPage(to) };
  });
}

/**
 * The longest run of requests each of which started only after the one before it had finished: requests made one
 * after another (a chunk that asks for a chunk, an answer awaited before the next question). Its length counts round
 * trips on the path to the paint; requests made side by side do not lengthen it.
 */
export function longestChain(items: readonly ListingItem[]): ListingItem[] {
  const requests = items.filter((i) => i.kind !== 'task').sort((a, b) => a.end - b.end);
  const best: ListingItem[][] = [];
  requests.forEach((item, k) => {
    let longest: ListingItem[] = [];
    for (let p = 0; p < k; p += 1) {
      const before = requests[p] as ListingItem;
      const chain = best[p] as ListingItem[];
      if (before.end <= item.start && chain.length > longest.length) longest = chain;
    }
    best[k] = [...longest, item];
  });
  return best.reduce<ListingItem[]>((a, c) => (c.length > a.length ? c : a), []);
}

/** The listing as text: one line per item, time-ordered, with start, end, duration and size. */
export function formatListing(title: string, items: readonly ListingItem[], paintMs: number): string {
  const ordered = [...items].sort((a, b) => a.start - b.start || a.end - b.end);
  const lines = ordered.map((i) => {
    const size = i.bytes ? `${(i.bytes / 1024).toFixed(1)} KB` : '';
    const times = `${i.start.toFixed(0).padStart(6)} → ${i.end.toFixed(0).padStart(6)} ms (${(i.end - i.start).toFixed(0).padStart(4)} ms)`;
    return `  ${times}  ${i.kind.padEnd(8)} ${size.padStart(9)}  ${i.what}`;
  });
  return [`### ${title}: ${items.length} items before the paint at ${paintMs.toFixed(0)} ms`, ...lines].join('\n');
}

// The app's start-up in Debian's Chromium, on the built app with a mocked API: for the sign-in page, a story hub and
// the editor (a five-minute transcript, so what is measured is starting the app, not the transcript), the time from
// navigation until the page's content is painted, beside a plain HTML page painted by the same browser from the same
// server — and a listing of everything requested and every main-thread task of 4 ms or more before that paint, each
// with its time, from Resource Timing and a trace. Build first (`npx vite build` in packages/web).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import type { Benchmark, BenchRow } from './bench.js';
import { formatListing, type ListingItem, longestChain, type ResourceEntry, requestItems, taskItems } from './startup-listing.js';
import { type DistServer, dist, interviewAnswers, launchChromium, mockedContext, serveDist } from './web-bench.js';

const RUNS = 5;
const ORIGIN_MARK = 'bench:origin';
const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'v8.execute', 'blink.user_timing', 'disabled-by-default-devtools.timeline'];
const PLAIN_PAGE = '/bench-plain-page';
const PLAIN_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>plain</title></head><body><p data-w>${'word '.repeat(200)}</p></body></html>`;

interface StartPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** The element whose painting means the page shows what it is for. */
  content: string;
}

const PAGES: StartPage[] = [
  { name: 'sign-in page: form painted', path: '/login', signedIn: false, content: 'input[type="password"]' },
  { name: 'story hub, 5-minute transcript: words painted', path: '/projects/p1/stories/s1/hub', signedIn: true, content: '[data-w]' },
  { name: 'editor, 5-minute transcript: words painted', path: '/stories/s1/author', signedIn: true, content: '[data-w]' },
];

/** Init script: marks the page's clock for the trace, and notes when the frame showing `selector` has painted. */
function watchContent(selector: string): void {
  performance.mark('bench:origin');
  const page = window as unknown as { contentPaintedAt?: number };
  const found = () => {
    if (!document.querySelector(selector)) return false;
    // The frame that shows the content: after its rAF callbacks, style, layout and paint.
    requestAnimationFrame(() => setTimeout(() => (page.contentPaintedAt = performance.now())));
    return true;
  };
  const watch = new MutationObserver(() => {
    if (found()) watch.disconnect();
  });
  watch.observe(document, { childList: true, subtree: true });
}

interface Load {
  paintMs: number;
  entries: ResourceEntry[];
  originMs: number;
  asked: string[];
  trace?: Buffer;
}

async function load(browser: Browser, server: DistServer, page: StartPage, traced: boolean): Promise<Load> {
  const asked: string[] = [];
  const context = await mockedContext(browser, interviewAnswers(server.base, 750), { signedIn: page.signedIn, asked });
  await context.addInitScript(watchContent, page.content);
  const tab = await context.newPage();
  if (traced) await browser.startTracing(tab, { categories: TRACE_CATEGORIES });
  try {
    await tab.goto(`${server.base}${page.path}`);
    await tab.waitForFunction(() => 'contentPaintedAt' in window, undefined, { timeout: 60_000 });
    const trace = traced ? await browser.stopTracing() : undefined;
    const seen = await tab.evaluate((mark) => {
      const toEntry = (e: PerformanceEntry) => {
        const r = e as PerformanceResourceTiming;
        return {
          name: r.name,
          entryType: r.entryType,
          initiatorType: r.initiatorType,
          startTime: r.startTime,
          responseEnd: r.responseEnd,
          encodedBodySize: r.encodedBodySize,
        };
      };
      return {
        paintMs: (window as unknown as { contentPaintedAt: number }).contentPaintedAt,
        originMs: performance.getEntriesByName(mark)[0]?.startTime ?? 0,
        entries: [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(toEntry),
      };
    }, ORIGIN_MARK);
    return { ...seen, asked, trace };
  } finally {
    await context.close();
  }
}

/** Bytes of every JavaScript file the build made. */
function appScriptBytes(): number {
  const assets = join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + statSync(join(assets, f)).size, 0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const PLAIN: StartPage = { name: 'plain HTML page', path: PLAIN_PAGE, signedIn: false, content: '[data-w]' };

const benchmark: Benchmark = {
  name: 'start-up: content painted after navigation, and what loads before it (anchor: a plain HTML page, same browser and server)',
  async run(): Promise<BenchRow[]> {
    const server = await serveDist({ [PLAIN_PAGE]: PLAIN_HTML });
    const browser = await launchChromium();
    try {
      const rows: BenchRow[] = [];
      const listings: string[] = [];
      for (const page of PAGES) {
        // Interleaved, so a burst of load from other processes weighs on both alike.
        const ours: number[] = [];
        const plain: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          plain.push((await load(browser, server, PLAIN, false)).paintMs);
          ours.push((await load(browser, server, page, false)).paintMs);
        }
        const traced = await load(browser, server, page, true);
        const requests = requestItems(traced.entries, traced.paintMs);
        const tasks = traced.trace ? taskItems(traced.trace, ORIGIN_MARK, traced.originMs, traced.paintMs, 4) : [];
        const items: ListingItem[] = [...requests, ...tasks];
        const chain = longestChain(requests);
        const scriptBytes = requests.filter((r) => r.kind === 'script').reduce((sum, r) => sum + (r.bytes ?? 0), 0);
        const taskMs = tasks.reduce((sum, t) => sum + (t.end - t.start), 0);
        listings.push(
          [
            formatListing(`${page.name} (traced run; tracing slows it)`, items, traced.paintMs),
            `  requests one after another on the longest path: ${chain.map((c) => c.what).join(' → ')}`,
            `  main-thread tasks of 4 ms or more before the paint: ${tasks.length}, ${taskMs.toFixed(0)} ms in all`,
            `  API paths asked before the paint: ${traced.asked.join(', ') || 'none'}`,
          ].join('\n'),
        );
        rows.push(
          {
            figure: `${page.name} (median of ${RUNS})`,
            ours: median(ours),
            anchor: median(plain),
            unit: 'ms',
            better: 'lower',
            target: '< 1000 ms',
          },
          {
            figure: `  requests made one after another before it (anchor: the plain page's)`,
            ours: chain.length,
            anchor: 1,
            unit: 'requests',
            better: 'lower',
            target: 'few: requests in parallel',
          },
          {
            figure: `  JavaScript before it, ${requests.filter((r) => r.kind === 'script').length} files, uncompressed (anchor: the whole app's)`,
            ours: scriptBytes / 1024,
            anchor: appScriptBytes() / 1024,
            unit: 'KB',
            better: 'lower',
          },
        );
      }
      console.log(listings.join('\n\n'));
      return rows;
    } finally {
      await browser.close();
      server.close();
    }
  },
};

export default benchmark;

// The story hub of the built app (packages/web/dist) in Debian's Chromium, its API mocked with page.route: time until
// a 40,000-word (four-hour) transcript is painted, and the cost of following playback through it — each beside the
// same page with a five-minute transcript. Playback starts once the page has settled (the frames until then are
// reported on their own), then runs twice: once driven by `timeupdate` every frame with style and layout forced,
// to time each update, and once as a playing video, the hub following with its own animation frames.
// Build first (`npx vite build` in packages/web).
import type { Browser } from '@playwright/test';
import { generateTranscript } from '@storykeep/core/testing';
import type { Benchmark, BenchRow } from './bench.js';
import { DROPPED_MS, follow, settle, watchPaint } from './story-hub-follow.js';
import { mainThreadCpuPerFrame, TRACE_CATEGORIES } from './story-hub-trace.js';
import { benchUser, launchChromium, serveDist } from './web-bench.js';

const FRAMES = 600;
/** Frames in a row drawn on time before the viewer presses play (half a second). */
const QUIET_FRAMES = 30;

interface Measured {
  paintMs: number;
  worstSettleMs: number;
  worstUpdateMs: number;
  worstFrameMs: number;
  droppedFrames: number;
  /** The most CPU the page's main thread spent in one frame interval, from a trace of both passes. */
  worstCpuMs: number;
  cpuFrames: number;
}

async function measure(browser: Browser, base: string, words: number): Promise<Measured> {
  const transcript = generateTranscript({ words, seed: 7, speakers: ['Interviewer', 'Clara'] });
  const duration = transcript.paragraphs.at(-1)?.end ?? 0;
  const story = {
    _id: 's1',
    title: 'Bench interview',
    created_at: '2024-05-01T12:00:00.000Z',
    project_id: 'p1',
    archiveURL: `${base}/media/none.mp4`,
    mediaType: 'video',
    transcript: 'completed',
    duration,
  };
  const answers: Record<string, unknown> = {
    '/api/current_user': benchUser,
    '/api/stories/s1': story,
    '/api/transcripts/s1': { transcript },
    '/api/stories/s1/index': [],
  };
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(() => {
    localStorage.setItem('storykeep.authTokens', JSON.stringify({ access_token: 'bench-token', is2FACompleted: true }));
  });
  await context.addInitScript(watchPaint);
  const page = await context.newPage();
  await page.route('**/api/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path in answers) return route.fulfill({ json: answers[path] });
    return route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: path } } });
  });
  await page.goto(`${base}/projects/p1/stories/s1/hub`);
  await page.waitForFunction(() => 'transcriptPaintedAt' in window, undefined, { timeout: 60_000 });
  const paintMs = await page.evaluate(() => (window as unknown as { transcriptPaintedAt: number }).transcriptPaintedAt);
  const settling = await page.evaluate(settle, { quiet: QUIET_FRAMES, limitMs: 5_000, droppedMs: DROPPED_MS });
  // Ten minutes of the interview in ten seconds per pass (many words, paragraphs and auto-scrolls), the second pass
  // going on from where the first stopped, so it mounts paragraphs the first never showed.
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const timed = await page.evaluate(follow, { frames: FRAMES, seconds: 600, from: 0, playing: false, mark: 'bench:timed' });
  const played = await page.evaluate(follow, { frames: FRAMES, seconds: 600, from: 600, playing: true, mark: 'bench:played' });
  const trace = await browser.stopTracing();
  const intervals = [...timed.intervals, ...played.intervals];
  const cpu = [...mainThreadCpuPerFrame(trace, 'bench:timed'), ...mainThreadCpuPerFrame(trace, 'bench:played')];
  await context.close();
  return {
    paintMs,
    worstSettleMs: Math.max(0, ...settling),
    worstUpdateMs: timed.worstUpdateMs,
    worstFrameMs: Math.max(...intervals),
    droppedFrames: intervals.filter((ms) => ms >= DROPPED_MS).length,
    worstCpuMs: Math.max(...cpu),
    cpuFrames: cpu.length,
  };
}

const benchmark: Benchmark = {
  name: 'story hub: 40,000-word transcript in Chromium (anchor: the same page with a 5-minute transcript)',
  async run(): Promise<BenchRow[]> {
    const server = await serveDist();
    const { base } = server;
    const browser = await launchChromium();
    try {
      const anchor = await measure(browser, base, 750);
      const ours = await measure(browser, base, 40_000);
      return [
        {
          figure: 'transcript painted after navigation',
          ours: ours.paintMs,
          anchor: anchor.paintMs,
          unit: 'ms',
          better: 'lower',
          target: '< 1000 ms',
        },
        {
          figure: 'longest playback update (highlight, auto-scroll, style, layout)',
          ours: ours.worstUpdateMs,
          anchor: anchor.worstUpdateMs,
          unit: 'ms',
          better: 'lower',
          target: '< 8 ms',
        },
        {
          figure: `longest frame interval following playback (2 × ${FRAMES} frames)`,
          ours: ours.worstFrameMs,
          anchor: anchor.worstFrameMs,
          unit: 'ms',
          better: 'lower',
          target: 'about 16.7 ms (no dropped frame)',
        },
        {
          figure: `frames dropped following playback (intervals ≥ ${DROPPED_MS} ms)`,
          ours: ours.droppedFrames,
          anchor: anchor.droppedFrames,
          unit: 'frames',
          better: 'lower',
          target: '0',
        },
        {
          figure: `most main-thread CPU in one frame following playback (trace thread time, ${ours.cpuFrames} frames)`,
          ours: ours.worstCpuMs,
          anchor: anchor.worstCpuMs,
          unit: 'ms',
          better: 'lower',
          target: '< 16 ms (the page’s own work, without waits for a shared core)',
        },
        {
          figure: 'longest frame interval while the page settles, before play',
          ours: ours.worstSettleMs,
          anchor: anchor.worstSettleMs,
          unit: 'ms',
          better: 'lower',
          target: 'not playback; shown so start-up jank stays visible',
        },
      ];
    } finally {
      await browser.close();
      server.close();
    }
  },
};

export default benchmark;

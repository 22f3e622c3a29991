// A two-hour recording's worth of local-recording parts (41 × 30 MiB ≈ 1.2 GB) put into IndexedDB in Chromium, then
// uploaded by the app itself: the built web app's background upload finds the stream on page load and sends it to a
// real Storykeep server. Anchor: the same page PUTs the same bytes to a bare Node server that only writes them to disk.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import type { Benchmark, BenchRow } from './bench.js';

const PART = 31_457_280;
/** 41 parts ≈ 1.2 GB, two hours of video; BENCH_LOCAL_RECORDING_PARTS runs a smaller one on a slow machine. */
const PARTS = Number(process.env.BENCH_LOCAL_RECORDING_PARTS ?? 41);
const TOTAL = PART * PARTS;
/** A 5-second slice of video at 4 Mbit/s, as the recorder hands it over. */
const VIDEO_SLICE = 2_500_000;
/** Enough writes that the 99th percentile is not simply the slowest one. */
const SLICES = 200;
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function startStorykeep(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['packages/server/dist/cli.js', 'serve', '--demo'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STORYKEEP_DATA: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (
      await fetch(`${url}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return { child, url };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('The Storykeep server did not start');
}

async function startBare(root: string): Promise<{ child: ChildProcess; port: number }> {
  const script = fileURLToPath(new URL('./upload-bench-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--conditions=@storykeep/source', '--import', 'tsx', script, 'bare', root], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((ok, fail) => {
    child.stdout?.once('data', (chunk: Buffer) => ok(Number(chunk.toString().trim())));
    child.once('exit', (code) => fail(new Error(`bare server exited with ${code}`)));
  });
  return { child, port };
}

/** Signs in as the demo manager and creates an interview to record into; answers its id. */
async function signInAndCreateStory(page: Page): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('Email').fill('manager@demo.storykeep.test');
  await page.getByLabel('Password').fill('storykeep-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  return page.evaluate(async () => {
    const token = (JSON.parse(localStorage.getItem('storykeep.authTokens') ?? '{}') as { access_token?: string }).access_token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const projects = (await (await fetch('/api/projects', { headers })).json()) as { items: Array<{ _id: string }> };
    const body = JSON.stringify({ project: projects.items[0]?._id, title: 'Bench recording', type: 'local' });
    const started = (await (await fetch('/api/stories/start', { method: 'POST', headers, body })).json()) as { storyId: string };
    return started.storyId;
  });
}

/**
 * In the page: IndexedDB writes of 5-second video slices the way the recorder stores them (each slice its own record,
 * the part's metadata, the stream's update time and, when the slice opens a part, the stream: one transaction, as
 * IdbLocalRecordingStore.appendSlice writes them), beside a plain put of each slice alone; then
 * the 41 parts of the bench stream, stored as the recorder leaves them (in slices, stopped long ago).
 */
function fillIndexedDb(args: { storyId: string; part: number; parts: number; slice: number; slices: number }) {
  const open = () =>
    new Promise<IDBDatabase>((ok, fail) => {
      // The store's version 2 layout (packages/adapters/src/indexeddb/local-recordings-db.schema.ts).
      const request = indexedDB.open('storykeep-local-recordings', 2);
      request.onupgradeneeded = () => {
        const db = request.result;
        db.createObjectStore('streams', { keyPath: 'streamId' });
        db.createObjectStore('partMeta', { keyPath: 'partId' }).createIndex('byStream', 'streamId');
        db.createObjectStore('partSlices', { keyPath: ['partId', 'index'] });
        db.createObjectStore('updateTimes', { keyPath: 'streamId' });
      };
      request.onsuccess = () => ok(request.result);
      request.onerror = () => fail(request.error);
    });
  const done = (tx: IDBTransaction) =>
    new Promise<void>((ok, fail) => {
      tx.oncomplete = () => ok();
      tx.onerror = () => fail(tx.error);
      tx.onabort = () => fail(tx.error);
    });
  const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1] ?? 0;
  return (async () => {
    const db = await open();
    // Recorded media does not compress: random bytes throughout, as Chromium compresses what it stores.
    const random = (size: number) => {
      const bytes = new Uint8Array(size);
      for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(bytes.subarray(at, Math.min(size, at + 65_536)));
      return bytes;
    };
    const slice = random(args.slice);
    const ours: number[] = [];
    const plain: number[] = [];
    const blobs: number[] = [];
    let partBytes = 0;
    let partSlices = 0;
    let partNo = 0;
    const partIdsSoFar: string[] = [];
    for (let i = 0; i < args.slices; i += 1) {
      // Each slice is a new buffer, as each comes from the recorder.
      const bytes = slice.slice().buffer;
      const t0 = performance.now();
      if (partBytes + bytes.byteLength > args.part || partSlices === 0) {
        partBytes = 0;
        partSlices = 0;
        partNo += 1;
      }
      partBytes += bytes.byteLength;
      const partId = `slice-part-${partNo}`;
      const tx = db.transaction(['streams', 'partMeta', 'partSlices', 'updateTimes'], 'readwrite');
      tx.objectStore('partMeta').put({ partId, streamId: 'slices', byteLength: partBytes, uploaded: false });
      tx.objectStore('partSlices').put({ partId, index: partSlices, arrayBuffer: bytes });
      tx.objectStore('updateTimes').put({ streamId: 'slices', updateTime: new Date().toISOString() });
      // The slice that opens a part also stores the stream, now naming that part.
      if (partSlices === 0) tx.objectStore('streams').put({ streamId: 'slices', partIds: partIdsSoFar.concat(partId) });
      await done(tx);
      if (partSlices === 0) partIdsSoFar.push(partId);
      partSlices += 1;
      ours.push(performance.now() - t0);

      const t1 = performance.now();
      const alone = db.transaction('partSlices', 'readwrite');
      alone.objectStore('partSlices').put({ partId: `plain-${i}`, index: 0, arrayBuffer: slice.buffer.slice(0) });
      await done(alone);
      plain.push(performance.now() - t1);

      // Not what the app does: the same transaction holding the slice as a Blob, the form MediaRecorder hands it over
      // in (made before the clock starts, as the recorder's is), to see what cloning the bytes costs the tail.
      const blob = new Blob([slice]);
      const t2 = performance.now();
      const asBlob = db.transaction(['streams', 'partMeta', 'partSlices', 'updateTimes'], 'readwrite');
      asBlob.objectStore('partMeta').put({ partId: `blob-${i}`, streamId: 'blobs', byteLength: slice.byteLength, uploaded: false });
      asBlob.objectStore('partSlices').put({ partId: `blob-${i}`, index: 0, arrayBuffer: blob });
      asBlob.objectStore('updateTimes').put({ streamId: 'blobs', updateTime: new Date().toISOString() });
      await done(asBlob);
      blobs.push(performance.now() - t2);
    }
    const cleanup = db.transaction(['streams', 'partMeta', 'partSlices', 'updateTimes'], 'readwrite');
    cleanup.objectStore('streams').clear();
    cleanup.objectStore('partMeta').clear();
    cleanup.objectStore('partSlices').clear();
    cleanup.objectStore('updateTimes').clear();
    await done(cleanup);

    const part = random(args.part);
    const long = new Date(Date.now() - 10 * 60_000).toISOString();
    const partIds = Array.from({ length: args.parts }, (_, i) => `bench-part-${i + 1}`);
    for (const partId of partIds) {
      const tx = db.transaction(['partMeta', 'partSlices'], 'readwrite');
      tx.objectStore('partMeta').put({ partId, streamId: 'bench', byteLength: part.byteLength, uploaded: false });
      for (let at = 0, index = 0; at < part.byteLength; at += args.slice, index += 1)
        tx.objectStore('partSlices').put({ partId, index, arrayBuffer: part.slice(at, at + args.slice).buffer });
      await done(tx);
    }
    const tx = db.transaction(['streams', 'updateTimes'], 'readwrite');
    tx.objectStore('streams').put({
      id: 'bench',
      streamId: 'bench',
      storyId: args.storyId,
      sessionId: args.storyId,
      uploadId: null,
      uploadKey: null,
      uploadToken: null,
      recordingStartTime: new Date(Date.now() - 2 * 3600_000).toISOString(),
      recordingStopTime: long,
      localTimeOffset: 0,
      userId: null,
      type: 'video',
      mimeType: 'video/webm',
      partIds,
    });
    tx.objectStore('updateTimes').put({ streamId: 'bench', updateTime: long });
    await done(tx);
    db.close();
    const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.5) - 1] ?? 0;
    return { oursP99: p99(ours), plainP99: p99(plain), blobP99: p99(blobs), oursP50: p50(ours), plainP50: p50(plain) };
  })();
}

/** In the page: the same bytes PUT part by part to a bare server, from memory. */
function plainPut(args: { url: string; part: number; parts: number }) {
  return (async () => {
    const part = new Uint8Array(args.part);
    const t0 = performance.now();
    for (let i = 0; i < args.parts; i += 1) {
      const response = await fetch(`${args.url}/part-${i}`, { method: 'PUT', body: part });
      if (!response.ok) throw new Error(`bare PUT answered ${response.status}`);
    }
    return (performance.now() - t0) / 1000;
  })();
}

const benchmark: Benchmark = {
  name: `local recording: ${PARTS} parts of 30 MiB (${((PART * PARTS) / 1e9).toFixed(2)} GB) uploaded from IndexedDB by the app in Chromium vs plain PUTs from the same page`,
  async run(): Promise<BenchRow[]> {
    const root = await mkdtemp(join(tmpdir(), 'storykeep-local-recording-bench-'));
    const storykeep = await startStorykeep(join(root, 'data'));
    const bare = await startBare(await mkdtemp(join(root, 'bare-')));
    // A profile on disk: a plain new context keeps IndexedDB in memory, which no real recording does.
    const context = await chromium.launchPersistentContext(join(root, 'profile'), {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The page of the Storykeep origin PUTs to the bare server's loopback port: Chromium's local network access
      // checks would ask the person's permission for that.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
        '--disable-features=LocalNetworkAccessChecks',
      ],
      baseURL: storykeep.url,
    });
    try {
      // tsx names the functions it compiles with a `__name` helper the page does not have.
      await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
      const page = context.pages()[0] ?? (await context.newPage());
      const storyId = await signInAndCreateStory(page);
      // Off the app (a blank page of the same origin, served by Playwright: the server sandboxes every non-HTML
      // answer, which denies it IndexedDB), so the app's background upload cannot start before the run.
      await page.route('**/bench-blank', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
      );
      await page.goto('/bench-blank');
      const slices = await page.evaluate(fillIndexedDb, { storyId, part: PART, parts: PARTS, slice: VIDEO_SLICE, slices: SLICES });
      const cdp = await context.newCDPSession(page);
      const heapPeak = async (until: Promise<unknown>) => {
        let peak = 0;
        let settled = false;
        void until.finally(() => {
          settled = true;
        });
        while (!settled) {
          peak = Math.max(peak, ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize);
          await new Promise((r) => setTimeout(r, 250));
        }
        return peak;
      };
      const plain = page.evaluate(plainPut, { url: `http://127.0.0.1:${bare.port}`, part: PART, parts: PARTS });
      const bareHeap = await heapPeak(plain);
      const bareSeconds = await plain;

      // A fresh page: the app's background upload lists the stored stream on start and uploads it.
      await page.goto('/status/local-recording');
      let firstPut = 0;
      let lastPut = 0;
      let completed = 0;
      let finish: () => void = () => undefined;
      const finished = new Promise<void>((ok) => {
        finish = ok;
      });
      page.on('request', (request) => {
        if (request.method() === 'PUT' && !firstPut) firstPut = performance.now();
      });
      page.on('response', (response) => {
        if (response.request().method() === 'PUT') lastPut = performance.now();
      });
      page.on('requestfinished', (request) => {
        if (request.url().includes('/media/upload/completion')) {
          completed = performance.now();
          finish();
        }
      });
      const timeout = setTimeout(finish, 30 * 60_000);
      const cdpAfter = await context.newCDPSession(page);
      let peakHeap = 0;
      let done = false;
      void finished.then(() => {
        done = true;
      });
      while (!done) {
        peakHeap = Math.max(peakHeap, ((await cdpAfter.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize);
        await new Promise((r) => setTimeout(r, 250));
      }
      clearTimeout(timeout);
      if (!completed) throw new Error('The upload did not complete');
      const left = await page.evaluate(
        () =>
          new Promise<number>((ok) => {
            const request = indexedDB.open('storykeep-local-recordings');
            request.onsuccess = () => {
              const count = request.result.transaction('streams').objectStore('streams').count();
              count.onsuccess = () => ok(count.result);
            };
          }),
      );
      const mib = TOTAL / 1024 / 1024;
      return [
        {
          figure: 'throughput, first part to completion answered',
          ours: mib / ((completed - firstPut) / 1000),
          anchor: mib / bareSeconds,
          unit: 'MiB/s',
          better: 'higher',
          target: '≥ 70% of the plain PUT',
        },
        {
          figure: 'throughput, parts only',
          ours: mib / ((lastPut - firstPut) / 1000),
          anchor: mib / bareSeconds,
          unit: 'MiB/s',
          better: 'higher',
        },
        {
          figure: 'page JS heap peak during the upload',
          ours: peakHeap / 1e6,
          anchor: bareHeap / 1e6,
          unit: 'MB',
          better: 'lower',
          target: `< 100 MB (anchor: the plain PUTs); streams left on the device: ${left}`,
        },
        {
          figure: 'IndexedDB write of a 5 s video slice, p99',
          ours: slices.oursP99,
          anchor: slices.plainP99,
          unit: 'ms',
          better: 'lower',
          target: '< 50 ms (anchor: the slice put alone)',
        },
        {
          figure: 'IndexedDB write of a 5 s video slice, median',
          ours: slices.oursP50,
          anchor: slices.plainP50,
          unit: 'ms',
          better: 'lower',
        },
        {
          figure: 'the same slice write holding a Blob instead of an ArrayBuffer (not what the app does), p99',
          ours: slices.blobP99,
          anchor: slices.plainP99,
          unit: 'ms',
          better: 'lower',
        },
      ];
    } finally {
      await context.close();
      storykeep.child.kill();
      bare.child.kill();
      await rm(root, { recursive: true, force: true });
    }
  },
};

export default benchmark;

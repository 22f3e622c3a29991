import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Benchmark, BenchRow } from './bench.js';

const TOTAL = 1024 * 1024 * 1024;
/** The upload part size (50 MB), as browsers cut files. */
const PART = 52_428_800;
const BLOCK = randomBytes(1024 * 1024);

/** Starts a bench server (see upload-bench-server.ts) and answers its port. */
async function startServer(mode: 'ours' | 'bare', root: string): Promise<{ child: ChildProcess; port: number }> {
  const script = fileURLToPath(new URL('./upload-bench-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--conditions=@storykeep/source', '--import', 'tsx', script, mode, root], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, port };
}

/** PUTs `size` bytes generated on the fly (a random megabyte repeated), honouring back-pressure. */
function put(port: number, path: string, size: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'PUT', headers: { 'content-length': size } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`PUT answered ${res.statusCode}`))));
    });
    req.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const chunk = BLOCK.subarray(0, Math.min(BLOCK.length, size - sent));
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    write();
  });
}

async function postJson(port: number, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** Peak resident memory of a process, from /proc (Linux). */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

const benchmark: Benchmark = {
  name: 'upload: 1 GiB through the multipart API vs one plain PUT to a bare Node server (both flushed to disk)',
  async run(): Promise<BenchRow[]> {
    const root = await mkdtemp(join(tmpdir(), 'storykeep-upload-bench-'));
    const ours = await startServer('ours', join(root, 'ours'));
    const bare = await startServer('bare', await mkdtemp(join(root, 'bare-')));
    try {
      const bareStart = performance.now();
      await put(bare.port, '/upload', TOTAL);
      const bareSeconds = (performance.now() - bareStart) / 1000;
      const bareRss = await peakRssMb(bare.child.pid ?? 0);
      await rm(join(root, 'bare-'), { recursive: true, force: true });

      const start = performance.now();
      const parts = Math.ceil(TOTAL / PART);
      const { uploadId, urls } = (await postJson(ours.port, '/bench/create', { key: 'bench/recording.mp4', parts })) as {
        uploadId: string;
        urls: string[];
      };
      for (const [i, url] of urls.entries()) await put(ours.port, url, Math.min(PART, TOTAL - i * PART));
      const uploaded = performance.now();
      const info = (await postJson(ours.port, '/bench/complete', { key: 'bench/recording.mp4', uploadId })) as { size: number };
      const done = performance.now();
      if (info.size !== TOTAL) throw new Error(`stored ${info.size} bytes, sent ${TOTAL}`);
      const mib = TOTAL / 1024 / 1024;
      const oursRss = await peakRssMb(ours.child.pid ?? 0);
      return [
        {
          figure: 'throughput, parts + completion',
          ours: mib / ((done - start) / 1000),
          anchor: mib / bareSeconds,
          unit: 'MiB/s',
          better: 'higher',
          target: '≥ 70% of the plain PUT',
        },
        {
          figure: 'throughput, parts only',
          ours: mib / ((uploaded - start) / 1000),
          anchor: mib / bareSeconds,
          unit: 'MiB/s',
          better: 'higher',
        },
        { figure: 'server peak RSS', ours: oursRss, anchor: bareRss, unit: 'MB', better: 'lower', target: '< 250 MB' },
      ];
    } finally {
      ours.child.kill();
      bare.child.kill();
      await rm(root, { recursive: true, force: true });
    }
  },
};

export default benchmark;

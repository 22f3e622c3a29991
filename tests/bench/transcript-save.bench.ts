// Saving a correction to the server, over HTTP against the real API on PostgreSQL: the editor's save of changes
// (PATCH /transcripts/{id}, one changed paragraph) at 40,000 words beside the whole-transcript save (POST
// /transcripts/{id}/edit) of the same transcript, which is what a save was before, and beside the same save of
// changes at 750 words, which shows whether its cost grows with the interview.

import { generateTranscript } from '@storykeep/core/testing';
import {
  buildApp,
  createClusterDatabase,
  type Database,
  type DB,
  migrateToLatest,
  openDatabase,
  seedStoriesForBench,
  startPostgresCluster,
} from '@storykeep/server';
import type { Benchmark, BenchRow } from './bench.js';

const LONG_WORDS = 40_000;
const SHORT_WORDS = 750;
const SAVES = 15;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

interface Child {
  text: string;
  words: { text: string; start: number; end: number }[];
}

interface Stored {
  transcript: {
    version: number;
    paragraphs: { id: string; rev: number; speaker: string; start: number; end: number; children: unknown[] }[];
  };
}

async function measure(database: Database<DB>): Promise<{ patchLong: number; patchShort: number; wholeLong: number }> {
  await migrateToLatest(database.db as never);
  const fixture = await seedStoriesForBench(database.db, 2);
  const app = await buildApp({ config: { version: 'bench', webDist: '/nonexistent', logLevel: 'silent' }, database, serveWebApp: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const call = async (method: string, path: string, token?: string, body?: unknown) => {
      const response = await fetch(`${base}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<unknown>;
    };
    const { token } = (await call('POST', '/signin', undefined, { email: fixture.email, password: fixture.password })) as { token: string };
    const list = (await call('GET', `/projects/${fixture.projectId}/stories?pageSize=25&page=1`, token)) as {
      items: { storyId: string }[];
    };
    const [long, short] = list.items.map((item) => item.storyId);
    if (!long || !short) throw new Error('The bench stories are missing');

    /** Times a whole save of a transcript of `words` words, and then `SAVES` saves of one changed paragraph each. */
    const timeSaves = async (storyId: string, words: number) => {
      const generated = generateTranscript({ words, seed: 3, speakers: ['Interviewer', 'Narrator'] });
      const t0 = performance.now();
      await call('POST', `/transcripts/${storyId}/edit`, token, generated.paragraphs);
      const whole = performance.now() - t0;
      let { transcript } = (await call('GET', `/transcripts/${storyId}`, token)) as Stored;
      const times: number[] = [];
      for (let n = 0; n < SAVES; n += 1) {
        // A different paragraph each time, its first word corrected.
        const at = (n * 7919) % transcript.paragraphs.length;
        const chosen = transcript.paragraphs[at];
        if (!chosen) throw new Error('No paragraph to correct');
        const { id, rev, ...paragraph } = chosen;
        const [first, ...others] = paragraph.children as Child[];
        const words = (first?.words ?? []).map((word, i) => (i === 0 ? { ...word, text: `${word.text}x` } : word));
        const changed = { ...paragraph, children: [{ text: words.map((word) => word.text).join(' '), words }, ...others] };
        const started = performance.now();
        const answer = (await call('PATCH', `/transcripts/${storyId}`, token, {
          version: transcript.version,
          changed: [{ id, rev, paragraph: changed }],
        })) as { version: number };
        times.push(performance.now() - started);
        transcript = {
          ...transcript,
          version: answer.version,
          paragraphs: transcript.paragraphs.map((p, i) => (i === at ? { ...p, rev: answer.version } : p)),
        };
      }
      return { whole, patch: median(times) };
    };
    const shortSaves = await timeSaves(short, SHORT_WORDS);
    const longSaves = await timeSaves(long, LONG_WORDS);
    return { patchLong: longSaves.patch, patchShort: shortSaves.patch, wholeLong: longSaves.whole };
  } finally {
    await app.close();
  }
}

const benchmark: Benchmark = {
  name: `transcript save over HTTP on PostgreSQL: one corrected paragraph at ${LONG_WORDS.toLocaleString('en')} words`,
  async run(): Promise<BenchRow[]> {
    const cluster = await startPostgresCluster();
    try {
      const database = await openDatabase<DB>({ databaseUrl: await createClusterDatabase(cluster.url, 'storykeep_transcript_save') });
      const figures = await measure(database).finally(() => database.close());
      return [
        {
          figure: `save of changes (PATCH, one paragraph), median of ${SAVES} | the whole-transcript save of the same transcript`,
          ours: figures.patchLong,
          anchor: figures.wholeLong,
          unit: 'ms',
          better: 'lower',
          target: '< 150 ms',
        },
        {
          figure: `same save of changes at ${LONG_WORDS.toLocaleString('en')} words | at ${SHORT_WORDS} words`,
          ours: figures.patchLong,
          anchor: figures.patchShort,
          unit: 'ms',
          better: 'lower',
          target: 'does not grow with the interview (about the anchor)',
        },
      ];
    } finally {
      await cluster.stop();
    }
  },
};

export default benchmark;

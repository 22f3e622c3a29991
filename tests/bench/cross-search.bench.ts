// Search across 1,000 interviews of 10,000 words each (10 million words) on PostgreSQL: the project search route's
// p95 for phrases people would type, beside a plain ILIKE scan of the same chunks for the same phrases (no index).
// The words are everyday English drawn Zipf-like (a few words make up most of the text, as in speech), so the common
// phrases match thousands of moments and the rare ones a handful.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BenchChunk,
  buildApp,
  createClusterDatabase,
  type Database,
  type DB,
  ilikeScanForBench,
  insertChunksForBench,
  migrateToLatest,
  openDatabase,
  type PostgresCluster,
  seedStoriesForBench,
  startPostgresCluster,
} from '@storykeep/server';
import type { Benchmark, BenchRow } from './bench.js';
import { COMMON_WORDS } from './common-words.fixture.js';

/** `SEARCH_BENCH_DB=pglite` measures the embedded database (what a single install runs) instead of PostgreSQL. */
const ON_PGLITE = process.env.SEARCH_BENCH_DB === 'pglite';
const DB_NAME = ON_PGLITE ? 'PGlite' : 'PostgreSQL';
const INTERVIEWS = 1_000;
const WORDS_PER_INTERVIEW = 10_000;
/** Words per stored chunk: about 30 s of speech, as the transcript trigger cuts them. */
const CHUNK_WORDS = 80;
const ROUNDS = 5;

/** Seeded generator (mulberry32), so every run searches the same text for the same phrases. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A word's rank drawn log-uniformly, which gives Zipf's 1/rank frequencies. */
function zipfWord(random: () => number): string {
  const rank = Math.floor(Math.exp(random() * Math.log(COMMON_WORDS.length + 1))) - 1;
  return COMMON_WORDS[Math.min(rank, COMMON_WORDS.length - 1)] as string;
}

async function seedTranscripts(db: Database<DB>['db'], storyIds: readonly string[]): Promise<string[]> {
  const random = seeded(1234);
  const samples: string[] = [];
  const chunksPerStory = Math.ceil(WORDS_PER_INTERVIEW / CHUNK_WORDS);
  for (const [s, storyId] of storyIds.entries()) {
    const rows: BenchChunk[] = [];
    for (let position = 1; position <= chunksPerStory; position++) {
      const words = Array.from({ length: CHUNK_WORDS }, () => zipfWord(random));
      rows.push({
        story_id: storyId,
        position,
        speaker: position % 2 ? 'Narrator' : 'Interviewer',
        start_time: position * 30,
        end_time: position * 30 + 29,
        body: words.join(' '),
      });
      // Phrases people type come from what was said: a few two- and three-word runs from across the collection.
      if (s % 97 === 0 && position === 7) samples.push(words.slice(10, 12).join(' '), words.slice(40, 43).join(' '));
    }
    await insertChunksForBench(db, rows, s === storyIds.length - 1);
  }
  return samples;
}

/** PostgreSQL's English stop words, the ones its full-text index leaves out. */
async function stopWords(): Promise<Set<string>> {
  const text = await readFile('/usr/share/postgresql/15/tsearch_data/english.stop', 'utf8').catch(() => '');
  return new Set(text.split(/\s+/).filter(Boolean));
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const benchmark: Benchmark = {
  name: `search across ${INTERVIEWS} interviews × ${WORDS_PER_INTERVIEW} words on ${DB_NAME} (phrase search beside an ILIKE scan)`,
  async run(): Promise<BenchRow[]> {
    const cluster: PostgresCluster | null = ON_PGLITE ? null : await startPostgresCluster();
    try {
      const database = await openDatabase<DB>(
        cluster ? { databaseUrl: await createClusterDatabase(cluster.url, 'storykeep_search_bench') } : { inMemory: true },
      );
      try {
        await migrateToLatest(database.db as never);
        const fixture = await seedStoriesForBench(database.db, INTERVIEWS);
        const stories = await database.db.selectFrom('stories').select('id').where('project_id', '=', fixture.projectId).execute();
        const seededAt = performance.now();
        const phrases = [
          ...(await seedTranscripts(
            database.db,
            stories.map((s) => s.id),
          )),
          'grandmother kitchen',
          'wedding music',
        ];
        const words = stories.length * Math.ceil(WORDS_PER_INTERVIEW / CHUNK_WORDS) * CHUNK_WORDS;
        console.log(`seeded ${words} words in ${Math.round(performance.now() - seededAt)} ms; ${phrases.length} phrases`);

        // Search is served beside the media API, which needs a data directory.
        const dataDir = await mkdtemp(join(tmpdir(), 'storykeep-search-bench-'));
        const app = await buildApp({
          config: { version: 'bench', webDist: '/nonexistent', logLevel: 'silent', dataDir },
          database,
          serveWebApp: false,
          mediaWorkers: 0,
        });
        try {
          const signIn = await app.inject({
            method: 'POST',
            url: '/api/signin',
            payload: { email: fixture.email, password: fixture.password },
          });
          const token = (signIn.json() as { token: string }).token;
          const search = async (query: string) => {
            const response = await app.inject({
              method: 'POST',
              url: '/api/weaviate/search/enriched',
              headers: { authorization: `Bearer ${token}` },
              payload: { query, project_id: fixture.projectId, page: 1, pageSize: 15 },
            });
            if (response.statusCode !== 200) throw new Error(`search ${query}: ${response.statusCode} ${response.body}`);
            return response.json() as { total: number };
          };
          const ilike = (query: string) => ilikeScanForBench(database.db, fixture.projectId, query);
          for (const phrase of phrases) {
            const found = await search(phrase);
            if (found.total === 0) throw new Error(`No interview found for a phrase it contains: ${phrase}`);
          }
          // Phrases of stop words only ("and the") have nothing the full-text index keeps; they are timed apart.
          const stop = await stopWords();
          const worded = phrases.filter((phrase) => phrase.split(' ').some((word) => !stop.has(word)));
          const stopOnly = phrases.filter((phrase) => !worded.includes(phrase));
          const time = async (list: readonly string[]) => {
            const ours: number[] = [];
            const anchor: number[] = [];
            for (let round = 0; round < ROUNDS; round++) {
              for (const phrase of list) {
                let t = performance.now();
                await search(phrase);
                ours.push(performance.now() - t);
                t = performance.now();
                await ilike(phrase);
                anchor.push(performance.now() - t);
              }
            }
            return { ours, anchor };
          };
          const main = await time(worded);
          const rows: BenchRow[] = [
            {
              figure: `phrase search p95 (${main.ours.length} searches of ${worded.length} phrases; anchor: ILIKE scan)`,
              ours: percentile(main.ours, 95),
              anchor: percentile(main.anchor, 95),
              unit: 'ms',
              better: 'lower',
              ...(ON_PGLITE ? {} : { target: 'p95 < 100 ms on PostgreSQL' }),
            },
            {
              figure: 'phrase search median (anchor: ILIKE scan)',
              ours: percentile(main.ours, 50),
              anchor: percentile(main.anchor, 50),
              unit: 'ms',
              better: 'lower',
            },
          ];
          if (stopOnly.length > 0) {
            const rest = await time(stopOnly);
            rows.push({
              figure: `stop-words-only phrase p95 (${stopOnly.length} phrases, e.g. "${stopOnly[0]}"; anchor: ILIKE scan)`,
              ours: percentile(rest.ours, 95),
              anchor: percentile(rest.anchor, 95),
              unit: 'ms',
              better: 'lower',
            });
          }
          return rows;
        } finally {
          await app.close();
          await rm(dataDir, { recursive: true, force: true });
        }
      } finally {
        await database.close();
      }
    } finally {
      await cluster?.stop();
    }
  },
};

export default benchmark;

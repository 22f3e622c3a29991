import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';
import { AUTO_CHAPTERS_JOB } from './auto-chapters.job.js';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/** An OpenAI-compatible chat endpoint on loopback: chapters for a chaptering prompt, a sentence for a summary prompt. */
function fakeChat(seen: { body: ChatRequest; authorization: string | undefined }[]): Promise<Server> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(text) as ChatRequest;
      const system = body.messages[0]?.content ?? '';
      // Entity extraction asks the same model after each transcript save; this test is about chaptering.
      if (system.includes('people, places, organizations')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: '{"entities": []}' } }] }));
        return;
      }
      seen.push({ body, authorization: request.headers.authorization });
      const content = system.includes('JSON')
        ? 'Here you are:\n```json\n{"chapters": [{"start": 12, "title": "Leaving home", "synopsis": "She leaves.", "keywords": ["train"]}, {"start": 0, "title": "The farm", "synopsis": "Childhood.", "keywords": ["wheat", "barn"]}]}\n```'
        : 'A farmer remembers leaving home.';
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const words = (text: string, start: number) => text.split(' ').map((w, i) => ({ text: w, start: start + i, end: start + i + 0.5 }));
const paragraphs = [
  { speaker: 'Ada', start: 0, end: 6, children: [{ text: 'we grew wheat by the barn', words: words('we grew wheat by the barn', 0) }] },
  { speaker: 'Ada', start: 12, end: 17, children: [{ text: 'then I took the train', words: words('then I took the train', 12) }] },
];

describe.each(testDatabases)('auto chaptering on $name', ({ name, open }) => {
  const seen: { body: ChatRequest; authorization: string | undefined }[] = [];
  let server: Server;
  let plain: MediaTestApp;
  beforeAll(async () => {
    server = await fakeChat(seen);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  /** A transcribed story: the transcript stored and its transcribe job finished, as the pipeline leaves them. */
  async function transcribed(t: MediaTestApp, settings: Record<string, unknown>): Promise<string> {
    await t.db
      .updateTable('organizations')
      .set({ settings: JSON.stringify(settings) })
      .where('id', '=', t.world.own.organization.id)
      .execute();
    const storyId = await addStory(t.db, t.world.own, 'Chaptered');
    await t.call('POST', `/transcripts/${storyId}/edit`, { token: t.world.tokens.user, body: paragraphs });
    await t.media.jobs.enqueue(JOB_TYPES.transcribe, { storyId }, { storyId });
    const job = await t.media.jobs.claim('test-worker', [JOB_TYPES.transcribe], 60_000);
    if (!job) throw new Error('no transcribe job');
    await t.media.jobs.complete(job, 'test-worker', { words: 11 });
    return storyId;
  }

  it('indexes a transcribed story by topic when the organization asks for it, and not otherwise', async () => {
    plain = await buildMediaTestApp(await open());
    const off = await transcribed(plain, { auto_chaptering: false });
    // The chaptering, and the entity extraction the transcript's save queued.
    expect(await plain.drain()).toBe(2);
    expect((await plain.call('GET', `/stories/${off}/index`, { token: plain.world.tokens.user })).body).toEqual([]);
    const on = await transcribed(plain, { auto_chaptering: true });
    expect(await plain.drain()).toBe(2);
    const [index] = (await plain.call('GET', `/stories/${on}/index`, { token: plain.world.tokens.user })).body;
    expect(index).toMatchObject({ title: 'Chapters (auto-generated)', metadata: [{ time: { start: 0 } }] });
    expect(index.metadata[0].keywords).toEqual(expect.arrayContaining(['wheat', 'barn', 'train']));
    await plain.close();
  });

  it('asks the configured chat model with the organization prompts and replaces the previous auto index', async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
    const t = await buildMediaTestApp(await open(), { env: { CHAT_API_URL: url, CHAT_API_KEY: 'k-1', CHAT_MODEL: 'tiny' } });
    const settings = {
      auto_chaptering: true,
      chaptering_prompt: 'Chapters for a farm archive.',
      summary_prompt: 'Summarise in one sentence.',
    };
    const storyId = await transcribed(t, settings);
    await t.drain();
    const [index] = (await t.call('GET', `/stories/${storyId}/index`, { token: t.world.tokens.user })).body;
    expect(index.metadata.map((m: { title: string; time: { start: number } }) => [m.title, m.time.start])).toEqual([
      ['The farm', 0],
      ['Leaving home', 12],
    ]);
    expect(index.notes).toBe('A farmer remembers leaving home.');
    expect(seen).toHaveLength(2);
    expect(seen[0]?.authorization).toBe('Bearer k-1');
    expect(seen[0]?.body.model).toBe('tiny');
    expect(seen[0]?.body.messages[0]?.content).toContain('Chapters for a farm archive.');
    expect(seen[0]?.body.messages[1]?.content).toBe('[0:00] Ada: we grew wheat by the barn\n[0:12] Ada: then I took the train');
    expect(seen[1]?.body.messages[0]?.content).toBe('Summarise in one sentence.');

    const again = await t.media.jobs.enqueue(JOB_TYPES.transcribe, { storyId }, { storyId });
    const job = await t.media.jobs.claim('test-worker', [JOB_TYPES.transcribe], 60_000);
    if (job?.id !== again.id) throw new Error('expected the new transcribe job');
    await t.media.jobs.complete(job, 'test-worker', { words: 11 });
    await t.drain();
    expect((await t.call('GET', `/stories/${storyId}/index`, { token: t.world.tokens.user })).body).toHaveLength(1);
    await t.close();
  });

  it('keeps one automatic index when two runs of the job overlap (jobs run at least once)', async () => {
    const t = await buildMediaTestApp(await open());
    const storyId = await transcribed(t, { auto_chaptering: true });
    const handler = t.media.handlers.get(AUTO_CHAPTERS_JOB);
    if (!handler) throw new Error('no chaptering handler');
    const context = { signal: new AbortController().signal, queue: t.media.jobs, job: { id: 'overlap', attempts: 1 } } as never;
    // A run whose lease ran out and the run that took the job over, finishing at the same time.
    await Promise.all([handler({ storyId }, context), handler({ storyId }, context)]);
    const indexes = await t.db.selectFrom('story_indexes').select('origin').where('story_id', '=', storyId).execute();
    expect(indexes).toEqual([{ origin: 'auto' }]);
    await t.close();
  });

  it.runIf(name === 'postgres')('keeps one automatic index when two runs replace it at the same moment', async () => {
    const t = await buildMediaTestApp(await open());
    const storyId = await transcribed(t, { auto_chaptering: true });
    await t.drain();
    const handler = t.media.handlers.get(AUTO_CHAPTERS_JOB);
    if (!handler) throw new Error('no chaptering handler');
    const context = { signal: new AbortController().signal, queue: t.media.jobs, job: { id: 'overlap', attempts: 2 } } as never;
    let runs: Promise<unknown>[] = [];
    // Holding the story's current automatic index makes both runs reach their replacement while the other is under way.
    await t.db.transaction().execute(async (tx) => {
      await sql`select id from story_indexes where story_id = ${storyId} for update`.execute(tx);
      runs = [handler({ storyId }, context), handler({ storyId }, context)];
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`
                select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db)
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(2);
    });
    await Promise.all(runs);
    const indexes = await t.db.selectFrom('story_indexes').select('origin').where('story_id', '=', storyId).execute();
    expect(indexes).toEqual([{ origin: 'auto' }]);
    await t.close();
  });
});

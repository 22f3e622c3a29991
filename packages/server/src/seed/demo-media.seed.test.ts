import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/build-app.js';
import { createMediaServices } from '../app/media-services.js';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { Worker } from '../jobs/worker.js';
import type { MediaServices } from '../modules/media-services.types.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { seedDemo } from './demo.seed.js';
import { DEMO_GALLERY_TITLE, DEMO_MEDIA_ACCOUNT, seedDemoMedia } from './demo-media.seed.js';
import { canMakeDemoMedia, recordDemo } from './demo-recording.js';
import { DEMO_SCRIPTS } from './demo-scripts.js';

const exec = promisify(execFile);
const tools = await canMakeDemoMedia();
const words = (paragraphs: { children: { words: { text: string; start: number; end: number }[] }[] }[]) =>
  paragraphs.flatMap((p) => p.children.flatMap((c) => c.words));

/** Where the sound of a file starts again after a pause, from ffmpeg's silence detector. */
async function soundResumes(file: string): Promise<number[]> {
  const { stderr } = await exec('ffmpeg', ['-hide_banner', '-i', file, '-af', 'silencedetect=noise=-40dB:d=0.3', '-f', 'null', '-']);
  return [...stderr.matchAll(/silence_end: ([\d.]+)/g)].map((m) => Number(m[1]));
}

describe.skipIf(!tools)('a demo recording', () => {
  it('is spoken line by line with each line starting when its first word is heard', { timeout: 180_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-recording-'));
    try {
      const script = DEMO_SCRIPTS[1];
      if (!script) throw new Error('no script');
      const recording = await recordDemo(script, dir);
      const spoken = words(recording.paragraphs);
      expect(spoken.map((w) => w.text)).toEqual(script.lines.flatMap(([, line]) => line.split(' ')));
      for (const [i, w] of spoken.entries()) {
        expect(w.end).toBeGreaterThan(w.start);
        if (i > 0) expect(w.start).toBeGreaterThanOrEqual(spoken[i - 1]?.end ?? 0);
      }
      const { stdout } = await exec('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', recording.videoPath]);
      expect(Math.abs(Number(stdout) - recording.duration)).toBeLessThan(0.6);
      // Every turn after the first begins within a fraction of a second of the sound coming back after the pause.
      const resumes = await soundResumes(recording.videoPath);
      for (const paragraph of recording.paragraphs.slice(1)) {
        expect(Math.min(...resumes.map((r) => Math.abs(r - paragraph.start)))).toBeLessThan(0.25);
      }
      expect(recording.paragraphs.map((p) => p.speaker)).toEqual(
        script.lines.map(([role]) => (role === 'narrator' ? script.narrator : script.interviewer)),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!tools)('the demo with recordings', () => {
  let database: Database<DB>;
  let app: FastifyInstance;
  let media: MediaServices;
  let dataDir: string;
  let token: string;
  let recorded: string[];

  // Two of the scripts, the first with the public page: each recording is spoken, encoded and processed for real.
  const scripts = DEMO_SCRIPTS.slice(0, 2);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    database = await (testDatabases[0] ?? { open: () => Promise.reject(new Error('no database')) }).open();
    await emptyDatabase(database);
    await seedDemo(database.db, 'admin-pass-0123', 'demo-pass-0001');
    dataDir = await mkdtemp(join(tmpdir(), 'demo-media-'));
    media = await createMediaServices({ db: database.db, dataDir, publicUrl: 'http://storykeep.test', stt: null, mixDelayMs: 0 });
    app = await buildApp({
      config: { version: 'test', webDist: '/nonexistent', logLevel: 'silent', publicUrl: 'http://storykeep.test' },
      database,
      serveWebApp: false,
      mailer: { send: async () => {} },
      media,
    });
    const worker = new Worker({ store: media.jobs, handlers: media.handlers });
    // No worker runs in the background here: each interview's processing is run when the seed waits for it.
    recorded = (await seedDemoMedia(app, database.db, 'demo-pass-0001', scripts, { processed: () => worker.drain() })).recorded;
    await worker.drain();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: { email: DEMO_MEDIA_ACCOUNT, password: 'demo-pass-0001' },
    });
    token = signIn.json().token;
  }, 600_000);

  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const storyId = async (title: string) =>
    (await database.db.selectFrom('stories').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;

  it('gives every scripted interview processed media and keeps the scripted transcript (no speech-to-text run)', async () => {
    expect(recorded).toEqual(scripts.map((s) => s.title));
    for (const script of scripts) {
      const id = await storyId(script.title);
      const story = await call('GET', `/stories/${id}`);
      expect(story.body.archiveURL).toBeTruthy();
      expect(story.body.thumbnailURL).toBeTruthy();
      expect(story.body.mediaType).toBe('video');
      expect(story.body).toMatchObject({ narrator: script.narrator, interviewer: script.interviewer });
      const transcript = await call('GET', `/transcripts/${id}`);
      const timed = words(transcript.body.transcript.paragraphs);
      expect(timed.map((w) => w.text)).toEqual(script.lines.flatMap(([, line]) => line.split(' ')));
      expect(Math.max(...timed.map((w) => w.end))).toBeLessThanOrEqual(story.body.duration + 0.6);
      const indexes = await call('GET', `/stories/${id}/index`);
      const chapters = indexes.body[0].metadata as { title: string; time: { start: number } }[];
      expect(chapters.map((c) => c.title)).toEqual(script.chapters.map((c) => c.title));
      expect(chapters.map((c) => c.time.start)).toEqual([...chapters.map((c) => c.time.start)].sort((a, b) => a - b));
    }
  });

  it('finds the people, places and years the demo interviews name, at the moments they are said', async () => {
    const script = DEMO_SCRIPTS[0];
    if (!script) throw new Error('no demo script');
    const id = await storyId(script.title);
    const timed = words((await call('GET', `/transcripts/${id}`)).body.transcript.paragraphs);
    const { body } = await call('GET', `/entities/${id}`);
    const found = body.entities as { type: string; name: string; mentions: { word: number; start: number; text: string }[] }[];
    expect(found.map((e) => `${e.type}:${e.name}`)).toEqual(expect.arrayContaining(['person:Walter Price', 'place:Cairo', 'date:1952']));
    for (const entity of found)
      for (const mention of entity.mentions) {
        expect(mention.start).toBe(timed[mention.word]?.start);
        expect(mention.text.startsWith(timed[mention.word]?.text ?? '-')).toBe(true);
      }
  });

  it('renders the demo clip and publishes the demo public page', async () => {
    const script = DEMO_SCRIPTS.find((s) => s.clip && s.shared);
    if (!script?.clip) throw new Error('the demo has no clip');
    const id = await storyId(script.title);
    const clips = await call('GET', `/stories/${id}/list_clip`);
    const clip = (clips.body.items ?? clips.body)[0];
    expect(clip.title).toBe(script.clip.title);
    expect(clip.archiveURL).toBeTruthy();
    const share = await database.db.selectFrom('story_shares').selectAll().where('story_id', '=', id).executeTakeFirstOrThrow();
    const page = await app.inject({ method: 'GET', url: `/api/public/stories/${(share as { share_key: string }).share_key}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().title).toBe(script.title);
    // Its clip is the demo's published gallery, open to anyone.
    const [gallery, ...more] = (await call('GET', '/galleries')).body as { title: string; sharePageUrl: string | null }[];
    expect(more).toEqual([]);
    expect(gallery?.title).toBe(DEMO_GALLERY_TITLE);
    const shareKey = gallery?.sharePageUrl?.split('/').at(-1) ?? '';
    const publicGallery = await app.inject({ method: 'GET', url: `/api/public/galleries/${shareKey}` });
    expect(publicGallery.statusCode).toBe(200);
    expect(publicGallery.json().items.map((item: { title: string }) => item.title)).toEqual([script.clip.title]);
  });

  it('leaves an interview someone already gave a transcript or a recording alone when the recordings are made again', async () => {
    const again = await seedDemoMedia(app, database.db, 'demo-pass-0001', scripts);
    expect(again.recorded).toEqual([]);
    expect(again.passed).toEqual(scripts.map((s) => `${s.title} (already worked on)`));
  });

  it('gives every scripted interview its clip, and its length from the media', async () => {
    for (const script of scripts) {
      const id = await storyId(script.title);
      const clips = await call('GET', `/stories/${id}/list_clip`);
      expect((clips.body.items ?? clips.body).map((c: { title: string }) => c.title)).toEqual([script.clip?.title]);
      const { body } = await call('GET', `/stories/${id}`);
      const spoken = words((await call('GET', `/transcripts/${id}`)).body.transcript.paragraphs);
      // The length is the media's, as probed: it holds every word said, and not a minute more.
      const lastWord = Math.max(...spoken.map((w) => w.end));
      expect(body.duration).toBeGreaterThanOrEqual(lastWord - 0.1);
      expect(body.duration).toBeLessThan(lastWord + 2);
    }
  });
});

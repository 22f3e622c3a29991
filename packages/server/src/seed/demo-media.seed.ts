import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { canMakeDemoMedia, type DemoRecording, recordDemo } from './demo-recording.js';
import { DEMO_SCRIPTS, type DemoScript } from './demo-scripts.js';

/** The demo account that fills the interviews in: it manages every project of the demo organization. */
export const DEMO_MEDIA_ACCOUNT = 'org_manager@demo.storykeep.test';

export interface DemoMediaResult {
  /** Titles of the interviews given media. */
  recorded: string[];
  /** Why none was, when the machine cannot make media. */
  skipped?: string;
}

class DemoApi {
  constructor(
    private readonly app: FastifyInstance,
    private token = '',
  ) {}

  async signIn(email: string, password: string): Promise<void> {
    const body = await this.call<{ token: string }>('POST', '/signin', { email, password });
    this.token = body.token;
  }

  async call<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<T> {
    const response = await this.app.inject({
      method,
      url: url.startsWith('/api/') ? url : `/api${url}`,
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode >= 400) throw new Error(`Demo media: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return (response.body ? response.json() : undefined) as T;
  }

  /** The upload a person makes on the upload page: a signed part URL, the bytes, the completion. */
  async upload(storyId: string, file: string): Promise<void> {
    const config = await this.call<{ Key: string; UploadId: string; Parts: { signedUrl: string }[] }>(
      'GET',
      `/stories/${storyId}/upload-config?type=video/mp4&numUploadParts=1&fileName=interview.mp4`,
    );
    const signed = new URL(config.Parts[0]?.signedUrl ?? '', 'http://storykeep.local');
    const put = await this.app.inject({
      method: 'PUT',
      url: `${signed.pathname}${signed.search}`,
      payload: await readFile(file),
      headers: { 'content-type': 'application/octet-stream' },
    });
    if (put.statusCode >= 400) throw new Error(`Demo media: the upload of ${storyId} answered ${put.statusCode}`);
    await this.call('POST', `/stories/${storyId}/media/upload/completion`, { key: config.Key, uploadId: config.UploadId });
  }
}

async function storyIdOf(db: Kysely<DB>, title: string): Promise<string | undefined> {
  const row = await db.selectFrom('stories').select('id').where('title', '=', title).orderBy('created_at').executeTakeFirst();
  return row?.id;
}

async function fill(api: DemoApi, storyId: string, script: DemoScript, recording: DemoRecording): Promise<void> {
  // The transcript goes first: a story that has one when its media is processed is not sent to speech-to-text.
  await api.call('POST', `/transcripts/${storyId}/edit`, recording.paragraphs);
  const index = await api.call<{ _id: string }>('PUT', `/stories/${storyId}/index`, { title: 'Chapters' });
  await api.call('POST', `/stories/${storyId}/index/${index._id}`, {
    title: 'Chapters',
    metadata: script.chapters.map((c) => ({
      title: c.title,
      synopsis: c.synopsis,
      keywords: c.keywords,
      time: { start: recording.lineStarts[c.line] ?? 0 },
    })),
  });
  await api.upload(storyId, recording.videoPath);
  if (script.clip) {
    const { title, from, to, tags } = script.clip;
    await api.call('POST', `/stories/${storyId}/create_clip`, {
      title,
      start: recording.lineStarts[from] ?? 0,
      end: recording.lineEnds[to] ?? recording.duration,
      tags,
    });
  }
  if (script.shared) await api.call('GET', `/stories/${storyId}/share/public`);
}

/**
 * Gives several demo interviews real media, a transcript timed word by word, chapters, a clip and a public page,
 * through the same API calls a person's upload and editor make. Needs flite and ffmpeg; without them the demo keeps
 * its interviews without media and says why.
 */
export async function seedDemoMedia(
  app: FastifyInstance,
  db: Kysely<DB>,
  password: string,
  scripts: readonly DemoScript[] = DEMO_SCRIPTS,
): Promise<DemoMediaResult> {
  if (!(await canMakeDemoMedia())) return { recorded: [], skipped: 'flite and ffmpeg are needed to make the demo recordings' };
  const api = new DemoApi(app);
  await api.signIn(DEMO_MEDIA_ACCOUNT, password);
  const dir = await mkdtemp(join(tmpdir(), 'storykeep-demo-media-'));
  const recorded: string[] = [];
  try {
    for (const script of scripts) {
      const storyId = await storyIdOf(db, script.title);
      if (!storyId) continue;
      const folder = await mkdtemp(join(dir, 'story-'));
      const recording = await recordDemo(script, folder);
      await fill(api, storyId, script, recording);
      recorded.push(script.title);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { recorded };
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { readTranscript } from '../modules/transcripts/transcript-store.js';
import { DemoApi } from './demo-api.js';
import { canMakeDemoMedia, type DemoRecording, recordDemo } from './demo-recording.js';
import { DEMO_SCRIPTS, type DemoScript } from './demo-scripts.js';
import { MILL_TOWN_SCRIPTS } from './demo-scripts-mill-town.js';
import { OTHER_ARCHIVE_SCRIPTS } from './demo-scripts-other-archive.js';

/**
 * Every demo interview, in the order they are filled: Mill Town's first, most recently changed first (what the demo's
 * project manager meets on the home page), then River Voices', then the other organization's.
 */
export const ALL_DEMO_SCRIPTS: readonly DemoScript[] = [...MILL_TOWN_SCRIPTS, ...DEMO_SCRIPTS, ...OTHER_ARCHIVE_SCRIPTS];

/** The demo account that fills the interviews in: it manages every project of the demo organization. */
export const DEMO_MEDIA_ACCOUNT = 'org_manager@demo.storykeep.test';

export interface DemoMediaResult {
  /** Titles of the interviews given media. */
  recorded: string[];
  /** Why none was, when the machine cannot make media. */
  skipped?: string;
  /** Interviews left alone because someone worked on them first, or whose filling failed (with why). */
  passed?: string[];
}

async function storyIdOf(db: Kysely<DB>, title: string): Promise<string | undefined> {
  const row = await db.selectFrom('stories').select('id').where('title', '=', title).orderBy('created_at').executeTakeFirst();
  return row?.id;
}

/**
 * Whether someone has already given the interview a transcript or a recording: the recordings arrive in the background
 * after start-up, and a person's own work (or a journey's) is never overwritten by the demo's.
 */
async function touched(db: Kysely<DB>, storyId: string): Promise<boolean> {
  const transcript = await readTranscript(db, storyId);
  const media = await db
    .selectFrom('story_media')
    .select('story_id')
    .where('story_id', '=', storyId)
    .where('original_key', 'is not', null)
    .executeTakeFirst();
  return (transcript?.paragraphs.length ?? 0) > 0 || media !== undefined;
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
  // Who speaks is known: the interview's details say so, as a person would fill them in on its edit page.
  await api.call('PUT', '/stories/update_bulk_upload', {
    stories: [{ _id: storyId, narrator: script.narrator, interviewer: script.interviewer }],
  });
  await api.upload(storyId, recording.videoPath);
}

/**
 * What is made once an interview's media is processed: its clip (cut from the rendition) and its public page. Answers
 * the clip's id.
 */
async function finish(api: DemoApi, storyId: string, script: DemoScript, recording: DemoRecording): Promise<string | null> {
  let clipId: string | null = null;
  if (script.clip) {
    const { title, from, to, tags } = script.clip;
    const clip = await api.call<{ _id: string }>('POST', `/stories/${storyId}/create_clip`, {
      title,
      start: recording.lineStarts[from] ?? 0,
      end: recording.lineEnds[to] ?? recording.duration,
      tags,
    });
    clipId = clip._id;
  }
  if (script.shared) await api.call('POST', `/stories/${storyId}/share/public`, {});
  return clipId;
}

/** The demo's published gallery: the clips of its public interviews, so a newcomer has a public gallery to open. */
export const DEMO_GALLERY_TITLE = 'Voices from the river';

async function publishDemoGallery(api: DemoApi, clips: string[]): Promise<void> {
  const galleries = await api.call<{ title: string }[]>('GET', '/galleries');
  if (clips.length === 0 || galleries.some((gallery) => gallery.title === DEMO_GALLERY_TITLE)) return;
  await api.call('POST', '/galleries', {
    title: DEMO_GALLERY_TITLE,
    description: 'Moments from the River Voices interviews.',
    clips,
    sync_status: 'public',
  });
}

/** How long the demo waits for one interview's media to be processed before giving up its clip. */
const PROCESSING_WAIT_MS = 10 * 60 * 1000;

/** Waits until the server has processed the story's media (it then has a length), asking once a second. */
async function processedMedia(api: DemoApi, storyId: string): Promise<void> {
  for (const started = Date.now(); Date.now() - started < PROCESSING_WAIT_MS; ) {
    const story = await api.call<{ duration?: number | null; thumbnailURL?: string | null }>('GET', `/stories/${storyId}`);
    if (story.duration && story.thumbnailURL) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('its media was not processed in time');
}

export interface DemoMediaOptions {
  /** Resolves once the story's media is processed; by default the server's own workers are waited for. */
  processed?: (storyId: string) => Promise<unknown>;
}

/**
 * Gives every demo interview real media, a transcript timed word by word, chapters, a clip and (one of
 * them) a public page, through the same API calls a person's upload and editor make: every recording is uploaded
 * first, in the order a newcomer meets them, then each clip is cut once its media is processed. An interview someone
 * already gave a transcript or a recording is left alone. Needs flite and ffmpeg; without them the demo keeps its
 * interviews without media and says why.
 */
export async function seedDemoMedia(
  app: FastifyInstance,
  db: Kysely<DB>,
  password: string,
  scripts: readonly DemoScript[] = ALL_DEMO_SCRIPTS,
  options: DemoMediaOptions = {},
): Promise<DemoMediaResult> {
  if (!(await canMakeDemoMedia())) return { recorded: [], skipped: 'flite and ffmpeg are needed to make the demo recordings' };
  // One signed-in client per demo account that fills interviews (each organization's own).
  const clients = new Map<string, DemoApi>();
  const apiFor = async (script: DemoScript): Promise<DemoApi> => {
    const account = script.account ?? DEMO_MEDIA_ACCOUNT;
    let api = clients.get(account);
    if (!api) {
      api = new DemoApi(app);
      await api.signIn(account, password);
      clients.set(account, api);
    }
    return api;
  };
  const dir = await mkdtemp(join(tmpdir(), 'storykeep-demo-media-'));
  const uploaded: { api: DemoApi; storyId: string; script: DemoScript; recording: DemoRecording }[] = [];
  const recorded: string[] = [];
  const passed: string[] = [];
  const failed = (script: DemoScript, error: unknown) =>
    passed.push(`${script.title} (${error instanceof Error ? error.message : String(error)})`);
  try {
    for (const script of scripts) {
      const storyId = await storyIdOf(db, script.title);
      if (!storyId || (await touched(db, storyId))) {
        passed.push(`${script.title} (${storyId ? 'already worked on' : 'deleted'})`);
        continue;
      }
      // One interview failing (deleted meanwhile, say) leaves the others to be filled.
      try {
        const api = await apiFor(script);
        const recording = await recordDemo(script, await mkdtemp(join(dir, 'story-')));
        await fill(api, storyId, script, recording);
        uploaded.push({ api, storyId, script, recording });
      } catch (error) {
        failed(script, error);
      }
    }
    // Clips of public interviews, by the account that cut them: each organization's gallery is its own.
    const publicClips = new Map<DemoApi, string[]>();
    for (const { api, storyId, script, recording } of uploaded) {
      try {
        await (options.processed ?? ((id: string) => processedMedia(api, id)))(storyId);
        const clipId = await finish(api, storyId, script, recording);
        if (clipId && script.shared) publicClips.set(api, [...(publicClips.get(api) ?? []), clipId]);
        recorded.push(script.title);
      } catch (error) {
        failed(script, error);
      }
    }
    for (const [api, clips] of publicClips) await publishDemoGallery(api, clips);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return passed.length > 0 ? { recorded, passed } : { recorded };
}

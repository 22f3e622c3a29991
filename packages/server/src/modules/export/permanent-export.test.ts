import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../cli/commands.js';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import type { DB } from '../../db/schema.js';
import { scratchDir, tone } from '../../testing/media-fixtures.js';
import { addProcessedStory, buildMediaTestApp, type MediaTestApp, PUBLIC_URL } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { diskStore } from '../../testing/upload-test-kit.js';
import { addStory } from '../../testing/world.js';
import { archiveFolderName } from './archive-package.job.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const exec = promisify(execFile);

/** A signed release form's bytes, as uploaded. */
const SIGNED = Buffer.from('%PDF-1.4\n');

describe.each(testDatabases)('permanent export on $name', ({ open }) => {
  let t: MediaTestApp;
  let storyId: string;
  let cleanup: () => Promise<void>;
  let scratch: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    const made = await scratchDir('storykeep-export-');
    cleanup = made.cleanup;
    scratch = made.dir;
    storyId = await addProcessedStory(t, t.world.own, await tone(join(scratch, 'tone.wav'), 2), 'Mill & "Millers"');
    const token = t.world.tokens.user;
    const words = [
      { text: 'the', start: 0, end: 0.4 },
      { text: 'mill', start: 0.5, end: 1 },
    ];
    await t.call('POST', `/transcripts/${storyId}/edit`, {
      token,
      body: [{ speaker: 'Ada', start: 0, end: 1, children: [{ text: 'the mill', words }] }],
    });
    await t.call('PUT', `/stories/${storyId}/index`, {
      token,
      body: { title: 'Places', metadata: [{ title: 'The <mill>', time: { start: 0 }, keywords: ['mill'] }] },
    });
    // A release form linked by address, as older versions kept them.
    await t.db
      .insertInto('story_files')
      .values({
        id: randomUUID(),
        story_id: storyId,
        title: 'Deed of gift',
        url: 'https://files.example.org/deed.pdf',
        release_form: true,
        created_at: new Date('2001-01-01T00:00:00Z'),
      })
      .execute();
    // An uploaded, signed release form: its bytes go into the package.
    const opened = await t.call('POST', `/stories/${storyId}/files/upload`, {
      token,
      body: { title: 'Signed release', release_form: true, file_name: 'Release (signed).pdf', content_type: 'application/pdf', size: 9 },
    });
    await t.media.store.put(`stories/${storyId}/files/${opened.body.file._id}`, Readable.from([SIGNED]));
    expect((await t.call('POST', `/stories/${storyId}/files/${opened.body.file._id}/complete`, { token })).status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  /** Starts the package as `token`, runs the job, and unpacks the file its task offers with tar: the folder it made. */
  async function buildPackage(id: string, token: string | undefined): Promise<{ folder: string; task: Record<string, unknown> }> {
    const started = await t.call('POST', `/user/permanentExport/${id}`, { token, body: {} });
    expect(started.status).toBe(200);
    const taskId = started.body.archiveTaskId;
    const pending = await taskOf(taskId, token);
    expect(pending).toMatchObject({ type: 'BuildArchivePackage', status: 'pending', downloadUrl: null });
    await t.drain();
    const task = await taskOf(taskId, token);
    expect(task).toMatchObject({ status: 'completed', progress: 1 });
    const download = await t.app.inject({ method: 'GET', url: String(task.downloadUrl).replace(PUBLIC_URL, '') });
    expect(download.statusCode).toBe(200);
    const into = join(scratch, taskId);
    await mkdir(into);
    await writeFile(join(into, 'package.tar'), download.rawPayload);
    await exec('tar', ['-xf', 'package.tar'], { cwd: into });
    return { folder: join(into, archiveFolderName(id)), task };
  }

  async function taskOf(taskId: string, token: string | undefined): Promise<Record<string, unknown>> {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        query: 'query ($id: ID!) { getAsyncTask(taskId: $id) { type status errorMsg downloadUrl progress } }',
        variables: { id: taskId },
      },
    });
    return answer.json().data.getAsyncTask;
  }

  it('builds a package in the media store as a job: media, transcript, WebVTT, OHMS, metadata, and a manifest whose SHA-256 match the files', async () => {
    const { folder } = await buildPackage(storyId, t.world.tokens.project_manager);
    const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8'));
    const names = manifest.files.map((f: { name: string }) => f.name);
    expect(names).toEqual([
      'file-1_Release_signed_.pdf',
      'index-1.ohms.xml',
      'indexes.json',
      'metadata.json',
      'original.m4a',
      'transcript.json',
      'transcript.vtt',
    ]);
    // The package holds exactly the manifest's files and the manifest itself, each with the size and hash it states.
    expect((await readdir(folder)).sort()).toEqual([...names, 'manifest.json'].sort());
    for (const file of manifest.files) {
      const bytes = await readFile(join(folder, file.name));
      expect({ name: file.name, bytes: bytes.length, sha256: sha256(bytes) }).toEqual(file);
    }
    expect(manifest).toMatchObject({ storyId });
    expect(await readFile(join(folder, 'file-1_Release_signed_.pdf'))).toEqual(SIGNED);
    expect(await readFile(join(folder, 'transcript.vtt'), 'utf8')).toMatch(/^WEBVTT/);
    expect(await readFile(join(folder, 'index-1.ohms.xml'), 'utf8')).toContain('The &lt;mill&gt;');
    const metadata = JSON.parse(await readFile(join(folder, 'metadata.json'), 'utf8'));
    expect(metadata).toMatchObject({
      title: 'Mill & "Millers"',
      release_forms: [
        { title: 'Deed of gift', url: 'https://files.example.org/deed.pdf' },
        { title: 'Signed release', url: null, file: 'file-1_Release_signed_.pdf' },
      ],
    });
    expect(await readFile(join(folder, 'original.m4a'))).toEqual(await readFile(diskStore(t.media).pathOf(`stories/${storyId}/web.m4a`)));
  });

  it('writes nothing to the answering server’s export folder: the package is only in the media store', async () => {
    await buildPackage(storyId, t.world.tokens.project_manager);
    await expect(readdir(join(t.dataDir, 'exports'))).rejects.toThrow();
    const stored = await readdir(diskStore(t.media).pathOf(`stories/${storyId}/archives`));
    expect(stored.length).toBeGreaterThan(0);
  });

  it('shows the package’s task only to those who manage the story', async () => {
    const started = await t.call('POST', `/user/permanentExport/${storyId}`, { token: t.world.tokens.manager, body: {} });
    await t.drain();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { authorization: `Bearer ${t.world.tokens.user}` },
      payload: { query: 'query ($id: ID!) { getAsyncTask(taskId: $id) { downloadUrl } }', variables: { id: started.body.archiveTaskId } },
    });
    expect(JSON.stringify(asked.json().errors)).toContain('FORBIDDEN');
    expect(asked.json().data?.getAsyncTask ?? null).toBeNull();
  });

  it('packs each participant’s own recording, named and placed on the mix’s time line', async () => {
    const callId = await addStory(t.db, t.world.own, 'Call');
    const tracks = [
      { stream: 'host', name: null, user: t.world.users.user.id, start: '2024-05-01T10:00:00.000Z', offset: 0, bytes: 'host bytes' },
      { stream: 'guest', name: 'Grandma June', user: null, start: '2024-05-01T10:00:02.000Z', offset: 1500, bytes: 'guest bytes' },
    ];
    for (const track of tracks) {
      const key = `stories/${callId}/streams/${track.stream}.weba`;
      await t.media.store.put(key, Readable.from([Buffer.from(track.bytes)]));
      await t.db
        .insertInto('media_uploads')
        .values({
          upload_id: randomUUID(),
          story_id: callId,
          object_key: key,
          kind: 'stream',
          stream_id: track.stream,
          user_id: track.user,
          participant_name: track.name,
          media_kind: 'audio',
          recording_start: new Date(track.start),
          local_time_offset: track.offset,
          status: 'completed',
        })
        .execute();
    }
    const { folder } = await buildPackage(callId, t.world.tokens.manager);
    const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8'));
    const names = manifest.files.map((f: { name: string }) => f.name);
    expect(names).toEqual(expect.arrayContaining(['track-01_user.weba', 'track-02_grandma_june.weba']));
    expect(await readFile(join(folder, 'track-02_grandma_june.weba'), 'utf8')).toBe('guest bytes');
    const guest = manifest.files.find((f: { name: string }) => f.name === 'track-02_grandma_june.weba');
    expect(guest.sha256).toBe(sha256(Buffer.from('guest bytes')));
    const metadata = JSON.parse(await readFile(join(folder, 'metadata.json'), 'utf8'));
    expect(metadata.local_recordings).toEqual([
      expect.objectContaining({ file: 'track-01_user.weba', participant: 'user', streamId: 'host', offsetSeconds: 0 }),
      // Started 2 s later on a clock 1.5 s behind the server's: 3.5 s into the mix.
      expect.objectContaining({
        file: 'track-02_grandma_june.weba',
        participant: 'Grandma June',
        localTimeOffset: 1500,
        offsetSeconds: 3.5,
      }),
    ]);
  });

  it('is for those who manage the story', async () => {
    expect((await t.call('POST', `/user/permanentExport/${storyId}`, { token: t.world.tokens.user })).status).toBe(403);
    expect((await t.call('POST', `/user/permanentExport/${t.world.other.stories[0]}`, { token: t.world.tokens.manager })).status).toBe(404);
    expect(
      (await t.call('POST', `/user/permanentExport/${storyId}`, { token: t.world.tokens.manager, body: { to: '/etc' } })).body.error.field,
    ).toBe('to');
  });
});

describe('storykeep export', () => {
  it('exports a story of the embedded database to STORYKEEP_DATA/exports, and refuses bad input', async () => {
    const { dir, cleanup } = await scratchDir('storykeep-export-cli-');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubEnv('STORYKEEP_DATA', dir);
    vi.stubEnv('DATABASE_URL', undefined);
    try {
      const database = await openDatabase<DB>({ dataDir: dir });
      await migrateToLatest(database.db as never);
      const storyId = randomUUID();
      await database.db.insertInto('organizations').values({ id: 'o', code: 'o', name: 'O', settings: '{}' }).execute();
      await database.db.insertInto('projects').values({ id: 'p', organization_id: 'o', name: 'P', join_code: 'j' }).execute();
      await database.db
        .insertInto('stories')
        .values({ id: storyId, project_id: 'p', organization_id: 'o', title: 'From the CLI' })
        .execute();
      await database.close();
      expect(await runCli(['export', storyId, '--json'])).toBe(0);
      const printed = JSON.parse(String(log.mock.calls.at(-1)?.[0]));
      expect(printed.target).toBe(join(dir, 'exports', storyId));
      const metadata = await readFile(join(dir, 'exports', storyId, 'metadata.json'));
      expect(printed.files.find((f: { name: string }) => f.name === 'metadata.json').sha256).toBe(sha256(metadata));
      expect(await runCli(['export'])).toBe(2);
      expect(await runCli(['export', 'a', 'b'])).toBe(2);
      expect(await runCli(['export', randomUUID()])).toBe(1);
    } finally {
      vi.unstubAllEnvs();
      log.mockRestore();
      error.mockRestore();
      await cleanup();
    }
  }, 120_000);
});

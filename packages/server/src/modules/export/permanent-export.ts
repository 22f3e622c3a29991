import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { exportOhmsIndex, exportWebVtt, type ObjectStore, type PermanentExportResponse } from '@storykeep/core';
import type { Kysely } from 'kysely';
import { readJsonColumn, StringListColumnSchema } from '../../db/json-column.js';
import type { DB } from '../../db/schema.js';
import { listIndexes } from '../indexes/index-store.js';
import { completedLocalTracks, localTrackFileName } from '../pipeline/local-tracks.js';
import { readTranscript } from '../transcripts/transcript-store.js';
import { packagedFileName } from './packaged-file-name.js';

export interface ExportDeps {
  db: Kysely<DB>;
  store: ObjectStore;
}

/** Thrown when the story to export does not exist. */
export class StoryNotFoundError extends Error {}

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function storyRecord(db: Kysely<DB>, storyId: string) {
  const work = db;
  const story = await work
    .selectFrom('stories as s')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .leftJoin('story_media as m', 'm.story_id', 's.id')
    .select([
      's.id',
      's.title',
      's.description',
      's.record_date',
      's.recording_started_at',
      's.created_at',
      's.duration',
      's.media_type',
      's.narrator',
      's.interviewer',
      's.place',
      's.language',
      'p.id as project_id',
      'p.name as project_name',
      'o.code as org_code',
      'o.name as org_name',
      'm.original_key',
      'm.mime_type',
    ])
    .where('s.id', '=', storyId)
    .executeTakeFirst();
  if (!story) throw new StoryNotFoundError(`Story ${storyId} not found`);
  const files = await work.selectFrom('story_files').selectAll().where('story_id', '=', storyId).orderBy('created_at').execute();
  const clips = await work
    .selectFrom('clips')
    .select(['id', 'title', 'description', 'start_seconds', 'end_seconds', 'tags'])
    .where('story_id', '=', storyId)
    .orderBy('created_at')
    .execute();
  return { story, files, clips };
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * Writes a story's archival package into `<exportDir>/<storyId>/`: the original media, each participant's local
 * recording (`track-NN_name.ext`, placed on the mix's time line in the metadata), the transcript as JSON and
 * WebVTT, each index as JSON and OHMS XML, the story's metadata (with its files, release forms and clips), and a
 * manifest with every file's size and SHA-256. The package is built beside the target and swapped in whole, so a
 * reader never sees half of one.
 */
export async function exportStory(deps: ExportDeps, storyId: string, exportDir: string, now: Date): Promise<PermanentExportResponse> {
  const { story, files, clips } = await storyRecord(deps.db, storyId);
  const transcript = (await readTranscript(deps.db, storyId)) ?? { paragraphs: [] };
  const indexes = await listIndexes(deps.db, storyId);
  const target = join(exportDir, storyId);
  const building = `${target}.building-${randomBytes(4).toString('hex')}`;
  await mkdir(building, { recursive: true });
  try {
    const written: string[] = [];
    const put = async (name: string, content: string) => {
      await writeFile(join(building, name), content);
      written.push(name);
    };
    if (story.original_key && (await deps.store.stat(story.original_key))) {
      const name = `original${story.original_key.slice(story.original_key.lastIndexOf('.'))}`;
      await pipeline(await deps.store.get(story.original_key), createWriteStream(join(building, name)));
      written.push(name);
    }
    // Each participant's own recording, as received: the mix is a derivative an archive may want to rebuild.
    const tracks = await completedLocalTracks(deps.db, storyId);
    const localRecordings = [];
    for (const [i, track] of tracks.entries()) {
      const name = `track-${localTrackFileName(i, track)}`;
      if (!(await deps.store.stat(track.objectKey))) continue;
      await pipeline(await deps.store.get(track.objectKey), createWriteStream(join(building, name)));
      written.push(name);
      localRecordings.push({
        file: name,
        participant: track.speaker,
        streamId: track.streamId,
        sessionId: track.sessionId,
        type: track.mediaKind,
        mimeType: track.mimeType,
        recordingStart: iso(track.recordingStart),
        recordingStop: iso(track.recordingStop),
        localTimeOffset: track.localTimeOffset,
        offsetSeconds: track.offsetSeconds,
      });
    }
    // Uploaded documents (signed release forms above all) travel with the story: an archive must hold the deed itself.
    const packed = new Map<string, string>();
    for (const file of files) {
      if (!file.uploaded || !file.object_key || !(await deps.store.stat(file.object_key))) continue;
      const name = packagedFileName(packed.size + 1, file.file_name);
      await pipeline(await deps.store.get(file.object_key), createWriteStream(join(building, name)));
      written.push(name);
      packed.set(file.id, name);
    }
    await put('transcript.json', `${JSON.stringify(transcript, null, 2)}\n`);
    await put('transcript.vtt', exportWebVtt(transcript));
    await put('indexes.json', `${JSON.stringify(indexes, null, 2)}\n`);
    for (const [i, index] of indexes.entries()) {
      await put(
        `index-${i + 1}.ohms.xml`,
        exportOhmsIndex({
          metadata: index.metadata,
          transcript,
          recordId: storyId,
          title: index.title || story.title,
          record: {
            interviewee: story.narrator,
            interviewer: story.interviewer,
            repository: story.org_name,
            date: iso(story.record_date),
            duration: story.duration,
            language: story.language,
            description: story.description,
          },
        }),
      );
    }
    const metadata = {
      id: story.id,
      title: story.title,
      description: story.description,
      record_date: iso(story.record_date),
      recording_started_at: iso(story.recording_started_at),
      created_at: iso(story.created_at),
      duration: story.duration,
      narrator: story.narrator,
      interviewer: story.interviewer,
      place: story.place,
      language: story.language,
      media_type: story.media_type,
      mime_type: story.mime_type,
      project: { id: story.project_id, name: story.project_name },
      organization: { code: story.org_code, name: story.org_name },
      files: files
        .filter((f) => f.uploaded)
        .map((f) => ({
          id: f.id,
          title: f.title,
          description: f.description,
          url: f.url,
          release_form: f.release_form,
          ...(packed.has(f.id) ? { file: packed.get(f.id), file_name: f.file_name, content_type: f.content_type } : {}),
        })),
      release_forms: files
        .filter((f) => f.uploaded && f.release_form)
        .map((f) => ({ id: f.id, title: f.title, url: f.url, ...(packed.has(f.id) ? { file: packed.get(f.id) } : {}) })),
      clips: clips.map((c) => ({
        id: c.id,
        title: c.title,
        description: c.description,
        start: c.start_seconds,
        end: c.end_seconds,
        tags: readJsonColumn(StringListColumnSchema, c.tags, 'clips.tags'),
      })),
      local_recordings: localRecordings,
      exported_at: now.toISOString(),
    };
    await put('metadata.json', `${JSON.stringify(metadata, null, 2)}\n`);
    const manifest: PermanentExportResponse = { storyId, target: storyId, exportedAt: now.toISOString(), files: [] };
    for (const name of written.sort()) {
      const path = join(building, name);
      manifest.files.push({ name, bytes: (await stat(path)).size, sha256: await sha256(path) });
    }
    await writeFile(join(building, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await rm(target, { recursive: true, force: true });
    await rename(building, target);
    return manifest;
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    throw error;
  }
}

import { type Clip, exportedFileName, type ObjectStore } from '@storykeep/core';
import type { Selectable } from 'kysely';
import { readJsonColumn, StringListColumnSchema } from '../../db/json-column.js';
import type { ClipsTable } from '../../db/schema.js';
import { CLIP_URL_SECONDS, rangeKey } from './clip-keys.js';

function tagsOf(value: unknown): string[] {
  return readJsonColumn(StringListColumnSchema, value, 'clips.tags').filter((tag) => tag.length > 0);
}

/**
 * The API's clip. Rendition URLs are signed on each read and appear only once the renditions match the clip's
 * current range, so the editor's readiness poll waits for fresh ones after a trim.
 */
export async function toClip(row: Selectable<ClipsTable>, store: ObjectStore, sharedPage?: string | null): Promise<Clip> {
  const current = row.rendered_range === rangeKey(row.start_seconds, row.end_seconds);
  const name = exportedFileName(row.title);
  const sign = async (key: string | null, extension: string) =>
    key && current ? store.signUrl(key, { method: 'GET', expiresIn: CLIP_URL_SECONDS, fileName: `${name}.${extension}` }) : null;
  const extension = (key: string | null) => key?.slice(key.lastIndexOf('.') + 1) ?? 'mp4';
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    start: row.start_seconds,
    end: row.end_seconds,
    tags: tagsOf(row.tags),
    created_at: new Date(row.created_at).toISOString(),
    thumbnailURL: await sign(row.thumbnail_key, 'jpg'),
    archiveURL: await sign(row.media_key, extension(row.media_key)),
    extendedArchiveURL: await sign(row.extended_key, extension(row.extended_key)),
    audioArchiveURL: await sign(row.audio_key, 'm4a'),
    ...(sharedPage !== undefined ? { shared_page: sharedPage } : {}),
  };
}

/** The story a listed clip belongs to, as the clips library and galleries show it beside the clip. */
export function clipStoryRef(row: {
  story_id: string;
  story_title: string;
  project_id: string;
  project_name: string;
  media_type: string | null;
}) {
  return {
    _id: row.story_id,
    title: row.story_title,
    project_id: row.project_id,
    project_name: row.project_name,
    audio: row.media_type === 'audio',
  };
}

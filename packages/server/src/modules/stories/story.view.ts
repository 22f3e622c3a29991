import type { Story, StoryFolderRef } from '@storykeep/core';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { StoriesTable } from '../../db/schema.js';
import { openSessionPassword } from '../rooms/session-password.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The API's story; the session password (opened from its seal) only for its author. */
export function toStory(
  context: Pick<AppContext, 'sealer'>,
  row: Selectable<StoriesTable>,
  folders: StoryFolderRef[],
  viewerId: string,
): Story {
  return {
    _id: row.id,
    storyId: row.id,
    project_id: row.project_id,
    title: row.title,
    description: row.description,
    record_date: iso(row.record_date),
    recording_started_at: iso(row.recording_started_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    archiveURL: row.archive_url,
    custom_archive_url: row.custom_archive_url,
    thumbnailURL: row.thumbnail_url,
    duration: row.duration,
    narrator: row.narrator,
    interviewer: row.interviewer,
    place: row.place,
    language: row.language,
    ...(row.media_type ? { mediaType: row.media_type } : {}),
    ...(row.type === 'local' || row.type === 'cloud' ? { type: row.type } : {}),
    ...(row.transcript_status ? { transcript: row.transcript_status as Story['transcript'] } : {}),
    folders,
    foldersId: folders.map((f) => f._id),
    ...(row.creator_id === viewerId
      ? { sessionPassword: openSessionPassword(context, { table: 'stories', id: row.id }, row.session_password) }
      : {}),
  };
}

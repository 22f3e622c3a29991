import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { publishingRouteCases } from './publishing-route-cases.js';
import { remixRouteCases } from './remix-route-cases.js';
import { anyone, manage, memberList, orgManage, type RouteCase, see } from './route-rules.js';
import { addStory, type Tenant } from './world.js';

/** A story of the tenant with (unread) media, as if uploaded and processed: 10 s of audio. */
async function storyWithMedia(db: Kysely<DB>, tenant: Tenant): Promise<string> {
  const storyId = await addStory(db, tenant, 'With media');
  const key = `stories/${storyId}/web.m4a`;
  await db
    .insertInto('story_media')
    .values({ story_id: storyId, original_key: key, rendition_key: key, media_type: 'audio', duration: 10 })
    .execute();
  await db.updateTable('stories').set({ duration: 10, media_type: 'audio' }).where('id', '=', storyId).execute();
  return storyId;
}

/** A story with media and one clip of it. */
async function storyWithClip(db: Kysely<DB>, tenant: Tenant): Promise<{ storyId: string; clipId: string }> {
  const storyId = await storyWithMedia(db, tenant);
  const clipId = randomUUID();
  const now = new Date();
  await db
    .insertInto('clips')
    .values({
      id: clipId,
      story_id: storyId,
      title: 'A clip',
      start_seconds: 1,
      end_seconds: 3,
      tags: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { storyId, clipId };
}

/** A story with one participant's completed local-recording stream. */
async function storyRecordedLocally(db: Kysely<DB>, tenant: Tenant): Promise<string> {
  const storyId = await addStory(db, tenant, 'Recorded call');
  await db
    .insertInto('media_uploads')
    .values({
      upload_id: randomBytes(16).toString('hex'),
      story_id: storyId,
      object_key: `stories/${storyId}/streams/s1.weba`,
      kind: 'stream',
      stream_id: 's1',
      media_kind: 'audio',
      mime_type: 'audio/webm',
      participant_name: 'Narrator',
      recording_start: new Date('2024-05-01T10:00:00Z'),
      status: 'completed',
      size: 2048,
      parts_count: 1,
    })
    .execute();
  return storyId;
}

/** A story with one uploaded document (its bytes need not exist for the routes the matrix calls). */
async function storyWithFile(db: Kysely<DB>, tenant: Tenant): Promise<{ storyId: string; fileId: string }> {
  const storyId = await addStory(db, tenant, 'With a release form');
  const fileId = randomUUID();
  await db
    .insertInto('story_files')
    .values({
      id: fileId,
      story_id: storyId,
      title: 'Release form',
      url: null,
      created_at: new Date(),
      object_key: `stories/${storyId}/files/${fileId}`,
      file_name: 'release.pdf',
      content_type: 'application/pdf',
      size: 10,
      uploaded: true,
    })
    .execute();
  return { storyId, fileId };
}

const fileUrl = async (db: Kysely<DB>, tenant: Tenant, path: (storyId: string, fileId: string) => string) => {
  const { storyId, fileId } = await storyWithFile(db, tenant);
  return path(storyId, fileId);
};

const clipUrl = async (db: Kysely<DB>, tenant: Tenant, path: (storyId: string, clipId: string) => string) => {
  const { storyId, clipId } = await storyWithClip(db, tenant);
  return path(storyId, clipId);
};

/**
 * The matrix's cases for the routes that need the media services (`mediaApiRoutes`: transcription requests, clips,
 * search, the public page, download builds, archival export).
 */
export const mediaRouteCases: RouteCase[] = [
  {
    route: 'GET /organization/:code/storage',
    build: (_db, _w, t) => ({ url: `/organization/${t.organization.code}/storage` }),
    expect: orgManage(),
  },
  {
    route: 'POST /stories/import_url',
    // The download is only queued: the matrix never drains jobs, so nothing leaves the machine.
    build: (_db, _w, t) => ({ url: '/stories/import_url', body: { project: t.project, url: 'https://media.example/interview.mp3' } }),
    expect: see(201),
  },
  {
    route: 'POST /stories/upload_bulk_box',
    build: (_db, _w, t) => ({
      url: '/stories/upload_bulk_box',
      body: { project: t.project, boxToken: 'box-token', stories: [{ id: '12345', name: 'interview.mp3' }] },
    }),
    expect: see(201),
  },
  // Connecting Box: the matrix's server has no Box app, so starting a connection is refused to members (409) and
  // Box's answer sends any browser back to the import page (302).
  { route: 'GET /cloud/box/connection', build: () => ({ url: '/cloud/box/connection' }), expect: memberList() },
  { route: 'DELETE /cloud/box/connection', build: () => ({ url: '/cloud/box/connection' }), expect: memberList() },
  { route: 'POST /cloud/box/authorize', build: () => ({ url: '/cloud/box/authorize', body: {} }), expect: memberList(409) },
  {
    route: 'POST /cloud/box/finish',
    build: () => ({ url: '/cloud/box/finish', body: { state: 'no-such-state', code: 'abc' } }),
    expect: memberList(409),
  },
  {
    route: 'GET /cloud/box/callback',
    build: () => ({ url: '/cloud/box/callback?state=no-such-state&code=abc' }),
    expect: anyone(302),
  },
  {
    route: 'POST /cloud/box/files',
    // The test app's Box is a closed port: members get the gateway error, everyone else is refused first.
    build: () => ({ url: '/cloud/box/files', body: { boxToken: 'box-token', folder: '0' } }),
    expect: (role) => (role === 'anonymous' ? 401 : role === 'guest' ? 403 : 502),
  },
  ...(['transcribe', 'deepgram_transcribe', 'advanced_transcribe'] as const).map(
    (name): RouteCase => ({
      route: `POST /stories/:id/${name}`,
      build: async (db, _w, t) => ({ url: `/stories/${await storyWithMedia(db, t)}/${name}`, body: {} }),
      expect: see(),
    }),
  ),
  {
    route: 'POST /stories/:id/transcode',
    build: async (db, _w, t) => ({ url: `/stories/${await storyWithMedia(db, t)}/transcode` }),
    expect: see(),
  },
  {
    route: 'POST /stories/:id/create_clip',
    build: async (db, _w, t) => ({ url: `/stories/${await storyWithMedia(db, t)}/create_clip`, body: { title: 'Cut', start: 1, end: 2 } }),
    expect: see(),
  },
  {
    route: 'GET /stories/:id/list_clip',
    build: async (db, _w, t) => ({ url: await clipUrl(db, t, (s) => `/stories/${s}/list_clip`) }),
    expect: see(),
  },
  {
    route: 'GET /stories/:id/read_clip/:clipId',
    build: async (db, _w, t) => ({ url: await clipUrl(db, t, (s, c) => `/stories/${s}/read_clip/${c}`) }),
    expect: see(),
  },
  {
    route: 'PUT /stories/:id/edit_clip/:clipId',
    build: async (db, _w, t) => ({ url: await clipUrl(db, t, (s, c) => `/stories/${s}/edit_clip/${c}`), body: { title: 'Renamed' } }),
    expect: see(),
  },
  {
    // A clip nobody in the world cut: only the project's managers delete it (its creator could too).
    route: 'DELETE /stories/:id/delete_clip/:clipId',
    build: async (db, _w, t) => ({ url: await clipUrl(db, t, (s, c) => `/stories/${s}/delete_clip/${c}`) }),
    expect: manage(),
  },
  {
    route: 'DELETE /stories/:id/delete_multiple_clip',
    build: async (db, _w, t) => {
      const { storyId, clipId } = await storyWithClip(db, t);
      return { url: `/stories/${storyId}/delete_multiple_clip`, body: [clipId] };
    },
    expect: manage(),
  },
  {
    route: 'POST /stories/:id/:clipId/generate_audio_download',
    build: async (db, _w, t) => ({ url: await clipUrl(db, t, (s, c) => `/stories/${s}/${c}/generate_audio_download`) }),
    expect: see(),
  },
  {
    route: 'POST /weaviate/search/enriched',
    build: (_db, _w, t) => ({ url: '/weaviate/search/enriched', body: { query: 'hello', project_id: t.project } }),
    expect: see(),
  },
  {
    route: 'POST /weaviate/:id/search',
    build: (_db, _w, t) => ({ url: `/weaviate/${t.stories[0]}/search`, body: { query: 'hello' } }),
    expect: see(),
  },
  {
    // Public by design: whoever has the address of a shared story's page reads it, whatever their tenant.
    route: 'GET /public/stories/:shareKey',
    build: async (db, _w, t) => {
      const storyId = await addStory(db, t, 'Shared');
      const shareKey = randomBytes(18).toString('base64url');
      await db
        .insertInto('story_shares')
        .values({ story_id: storyId, share_key: shareKey, created_by: null, created_at: new Date() })
        .execute();
      return { url: `/public/stories/${shareKey}` };
    },
    expect: anyone(200),
  },
  {
    route: 'GET /stories/:id/download-all-local-videos',
    build: async (db, _w, t) => ({ url: `/stories/${await storyWithMedia(db, t)}/download-all-local-videos` }),
    expect: see(),
  },
  {
    route: 'GET /stories/:id/check_recording',
    build: async (db, _w, t) => ({ url: `/stories/${await storyRecordedLocally(db, t)}/check_recording` }),
    expect: see(),
  },
  {
    // The story's creator may too (the call's host); these stories have none, so it is the managers' call.
    route: 'POST /stories/:id/update_recording',
    build: async (db, _w, t) => ({
      url: `/stories/${await storyRecordedLocally(db, t)}/update_recording`,
      body: { videoParticipants: [{ id: 'peer-1', name: 'Narrator' }] },
    }),
    expect: manage(),
  },
  {
    route: 'POST /stories/:id/files/upload',
    build: async (db, _w, t) => ({
      url: `/stories/${await addStory(db, t, 'Awaiting a form')}/files/upload`,
      body: { title: 'Release form', file_name: 'release.pdf', content_type: 'application/pdf', size: 10 },
    }),
    expect: see(201),
  },
  {
    route: 'POST /stories/:id/files/:fileId/complete',
    build: async (db, _w, t) => ({ url: await fileUrl(db, t, (s, f) => `/stories/${s}/files/${f}/complete`) }),
    expect: see(),
  },
  {
    route: 'GET /stories/:id/files/:fileId/download',
    build: async (db, _w, t) => ({ url: await fileUrl(db, t, (s, f) => `/stories/${s}/files/${f}/download`) }),
    expect: see(),
  },
  {
    route: 'DELETE /stories/:id/files/:fileId',
    build: async (db, _w, t) => ({ url: await fileUrl(db, t, (s, f) => `/stories/${s}/files/${f}`) }),
    expect: manage(),
  },
  {
    route: 'POST /user/permanentExport/:id',
    build: async (db, _w, t) => ({ url: `/user/permanentExport/${await storyWithMedia(db, t)}`, body: {} }),
    expect: manage(),
  },
  {
    // Vonage's callback belongs to no tenant and no session opens it: on a server without Vonage and a callback secret
    // (as here) its address answers 404 to everyone, whatever the token. Its use is tested in vonage-archive.test.ts.
    route: 'POST /vonage/archives/:secret',
    build: async () => ({
      url: '/vonage/archives/callback-secret-0123456789abcdef',
      body: { id: 'archive-1', sessionId: 'session-1', status: 'available', event: 'archive' },
    }),
    expect: anyone(404),
  },
  ...publishingRouteCases,
  ...remixRouteCases,
];

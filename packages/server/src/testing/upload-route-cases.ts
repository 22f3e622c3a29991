import { randomUUID } from 'node:crypto';
import type { MediaServices } from '../modules/media-services.types.js';
import { type RouteCase, see, ticketUploaderToo } from './route-rules.js';
import { addStory, type Tenant } from './world.js';

/**
 * A story of the tenant with a multipart upload of its original under way and one part already received, so every
 * upload call has something real to act on; the media store is the app's own (it exists once the app is built).
 */
async function uploadUnderWay(media: () => MediaServices, tenant: Tenant, kind: 'file' | 'stream' = 'file') {
  const { db, store } = media();
  const storyId = await addStory(db, tenant, 'Uploading');
  const key = kind === 'file' ? `stories/${storyId}/original.mp4` : `stories/${storyId}/streams/s1.weba`;
  const { uploadId } = await store.createMultipartUpload(key);
  await store.uploadPart(
    key,
    uploadId,
    1,
    (async function* () {
      yield new Uint8Array([1, 2, 3, 4]);
    })(),
  );
  await db
    .insertInto('media_uploads')
    .values({ upload_id: uploadId, story_id: storyId, object_key: key, kind, mime_type: 'video/mp4', status: 'uploading' } as never)
    .execute();
  return { storyId, key, uploadId };
}

/**
 * The upload calls (uploadApiRoutes). Six of them are `access: 'public'` and authorize in their handlers — the
 * browser's upload token of that very upload, a call guest's token, or a session that sees the story — so the
 * matrix checks that a session of another organization, a guest or nobody is refused on each.
 */
export function uploadRouteCases(media: () => MediaServices): RouteCase[] {
  const upload = ticketUploaderToo(see());
  // The recording calls tell a person of the story's own organization who cannot reach it 403 (access lost), never
  // 404, so their device keeps the recording rather than taking it for gone; outsiders still learn nothing (404).
  const recording: RouteCase['expect'] = (role, side) => {
    const expected = upload(role, side);
    return expected === 404 && side === 'own' && role !== 'anonymous' ? 403 : expected;
  };
  return [
    {
      route: 'POST /stories/start',
      build: (_db, _w, t) => ({ url: '/stories/start', body: { project: t.project, upload: true, file_name: 'talk.mp4' } }),
      // A guest who is no member of the project (and has no ticket) may not put a story in it: it does not exist for them.
      expect: upload,
    },
    {
      route: 'GET /stories/:id/upload-config',
      build: async (db, _w, t) => ({ url: `/stories/${await addStory(db, t, 'To upload')}/upload-config?type=video/mp4&numUploadParts=1` }),
      expect: upload,
    },
    {
      route: 'GET /stories/:id/media/upload/parts',
      build: async (_db, _w, t) => {
        const u = await uploadUnderWay(media, t);
        return { url: `/stories/${u.storyId}/media/upload/parts?uploadId=${u.uploadId}&key=${encodeURIComponent(u.key)}` };
      },
      expect: recording,
    },
    {
      route: 'POST /stories/:id/media/upload/completion',
      build: async (_db, _w, t) => {
        const u = await uploadUnderWay(media, t);
        return { url: `/stories/${u.storyId}/media/upload/completion`, body: { key: u.key, uploadId: u.uploadId } };
      },
      expect: recording,
    },
    {
      route: 'POST /stories/:id/media/upload/abort',
      build: async (_db, _w, t) => {
        const u = await uploadUnderWay(media, t);
        return { url: `/stories/${u.storyId}/media/upload/abort`, body: { key: u.key, uploadId: u.uploadId } };
      },
      expect: recording,
    },
    {
      route: 'GET /stories/:id/media/upload-url',
      build: async (db, _w, t) => ({
        url: `/stories/${await addStory(db, t, 'Recorded')}/media/upload-url?streamId=s-${randomUUID().slice(0, 8)}`,
      }),
      expect: recording,
    },
    {
      route: 'POST /stories/:id/media/upload/new',
      build: async (db, _w, t) => ({
        url: `/stories/${await addStory(db, t, 'Recorded')}/media/upload/new`,
        body: { type: 'audio', streamId: `s-${randomUUID().slice(0, 8)}`, recordingStart: new Date().toISOString() },
      }),
      expect: recording,
    },
    {
      route: 'GET /stories/:id/media/upload/next',
      build: async (_db, _w, t) => {
        const u = await uploadUnderWay(media, t, 'stream');
        return { url: `/stories/${u.storyId}/media/upload/next?uploadId=${u.uploadId}&key=${encodeURIComponent(u.key)}&partNumber=2` };
      },
      expect: recording,
    },
  ];
}

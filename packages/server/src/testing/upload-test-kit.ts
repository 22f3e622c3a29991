import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app/build-app.js';
import { createMediaServices, type MediaServicesOptions } from '../app/media-services.js';
import type { RecordingGuests } from '../context/app-context.js';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { Worker } from '../jobs/worker.js';
import type { MediaServices } from '../modules/media-services.types.js';
import { LocalObjectStore } from '../storage/local-object-store.js';
import { createOrganization, createUser, raisedCredentialLimits, signInAs, type TestApp } from './test-app.js';

export const PUBLIC_URL = 'http://storykeep.test';

/** An app with the media API on a scratch data folder; no background workers, the test runs jobs with `drain`. */
export interface UploadTestApp extends TestApp {
  media: MediaServices;
  drain(): Promise<number>;
  token: string;
  projectId: string;
  organizationId: string;
  userId: string;
}

/** `s3` keeps the media in a bucket; `stt: null` leaves transcription out. */
export async function buildUploadTestApp(
  database: Database<DB>,
  dataDir: string,
  options: Pick<MediaServicesOptions, 's3' | 'stt'> & {
    recordingGuests?: RecordingGuests;
    /** The environment the app's areas and rooms read their settings from (Vonage Video, for one). */
    env?: Record<string, string>;
  } = {},
): Promise<UploadTestApp> {
  const { recordingGuests, env, ...mediaOptions } = options;
  const media = await createMediaServices({ db: database.db, dataDir, publicUrl: PUBLIC_URL, mixDelayMs: 0, ...mediaOptions });
  const clock = { now: new Date() };
  const app: FastifyInstance = await buildApp({
    config: { version: 'test', webDist: '/nonexistent', logLevel: 'silent', publicUrl: PUBLIC_URL },
    database,
    serveWebApp: false,
    mailer: { send: async () => {} },
    now: () => clock.now,
    media,
    ...(recordingGuests ? { recordingGuests } : {}),
    ...(env ? { areaSettings: { env } } : {}),
    credentialLimits: raisedCredentialLimits,
  });
  const worker = new Worker({ store: media.jobs, handlers: media.handlers });
  const test: TestApp = {
    app,
    db: database.db,
    mail: [],
    clock,
    drain: () => worker.drain(),
    async call(method, url, options = {}) {
      const response = await app.inject({
        method,
        url: `/api${url}`,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        ...(options.body !== undefined ? { payload: options.body as object } : {}),
      });
      return { status: response.statusCode, body: response.body ? response.json() : undefined };
    },
  };
  const org = await createOrganization(database.db, 'Oral History Society');
  const user = await createUser(database.db, 'manager', [org.id]);
  const projectId = await createProject(database.db, org.id);
  return {
    ...test,
    media,
    drain: () => worker.drain(),
    token: await signInAs(test, user.email),
    projectId,
    organizationId: org.id,
    userId: user.id,
  };
}

export async function createProject(db: Kysely<DB>, organizationId: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('projects')
    .values({ id, organization_id: organizationId, name: 'Farm families', join_code: `join-${id}` } as never)
    .execute();
  return id;
}

/** The path and query of a signed URL, for `app.inject`. */
export const pathOf = (url: string) => url.replace(PUBLIC_URL, '');

/** The media store of a test app on local disk, for tests that look at its files. */
export function diskStore(media: MediaServices): LocalObjectStore {
  if (!(media.store instanceof LocalObjectStore)) throw new Error('This test needs the media store on local disk');
  return media.store;
}

/** One new story in the test project, its recording sent in one part as the browser sends it; answers the completion. */
export async function uploadInOnePart(
  t: UploadTestApp,
  recording: { fileName: string; type: string; bytes: Buffer },
): Promise<{ storyId: string; completion: number }> {
  const token = t.token;
  const started = await t.call('POST', '/stories/start', {
    token,
    body: { upload: true, project: t.projectId, file_name: recording.fileName },
  });
  const storyId: string = started.body.storyId;
  const config = await t.call('GET', `/stories/${storyId}/upload-config?type=${encodeURIComponent(recording.type)}&numUploadParts=1`, {
    token,
  });
  const put = await t.app.inject({
    method: 'PUT',
    url: pathOf(config.body.Parts[0].signedUrl),
    payload: recording.bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
  if (put.statusCode !== 200) throw new Error(`The part was refused with ${put.statusCode}: ${put.body}`);
  const done = await t.call('POST', `/stories/${storyId}/media/upload/completion`, {
    token,
    body: { key: config.body.Key, uploadId: config.body.UploadId },
  });
  return { storyId, completion: done.status };
}

/** Posts a whole recording to a signed form address as the browser's FormData sends it: the fields, then the file. */
export async function postRecordingForm(
  t: UploadTestApp,
  url: string,
  fields: Record<string, string>,
  file: { bytes: Buffer; type: string; name: string },
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://form.test', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: pathOf(url),
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
}

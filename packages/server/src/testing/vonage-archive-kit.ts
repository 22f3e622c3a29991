import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from '../db/database.js';
import type { DB } from '../db/schema.js';
import { ffmpeg } from '../media/media-tools.js';
import { type FakeVonageApi, startFakeVonageApi } from './fake-vonage-api.js';
import { scratchDir, speech } from './media-fixtures.js';
import { buildUploadTestApp, type UploadTestApp } from './upload-test-kit.js';

/** The Vonage project a test's server is configured with; each test file has its own, so their fakes never meet. */
export interface VonageProject {
  key: string;
  secret: string;
  callbackSecret: string;
}

/** A server configured for Vonage Video against the loopback fake, on a scratch folder, with speech made for its archives. */
export interface VonageArchiveApp {
  t: UploadTestApp;
  vonage: FakeVonageApi;
  /** Speech as a WebM (Opus) file, as Vonage stores each stream of an individual archive; `sampleRate` as the leg brought it. */
  webmSaying(text: string, name: string, voice: 'rms' | 'slt', encoding: { bitrate: string; sampleRate?: number }): Promise<Uint8Array>;
  close(): Promise<void>;
}

export async function startVonageArchiveApp(
  database: Database<DB>,
  project: VonageProject,
  scratchPrefix: string,
): Promise<VonageArchiveApp> {
  const { dir, cleanup } = await scratchDir(scratchPrefix);
  const vonage = await startFakeVonageApi(project.key, project.secret);
  const t = await buildUploadTestApp(database, join(dir, 'data'), {
    env: {
      VONAGE_API_KEY: project.key,
      VONAGE_API_SECRET: project.secret,
      VONAGE_API_URL: vonage.url,
      VONAGE_CALLBACK_SECRET: project.callbackSecret,
    },
  });
  return {
    t,
    vonage,
    async webmSaying(text, name, voice, { bitrate, sampleRate }) {
      const wav = await speech(text, join(dir, `${name}.wav`), voice);
      const webm = join(dir, `${name}.webm`);
      await ffmpeg(['-i', wav, ...(sampleRate ? ['-ar', String(sampleRate)] : []), '-c:a', 'libopus', '-b:a', bitrate, webm]);
      return new Uint8Array(await readFile(webm));
    },
    async close() {
      await t.app.close();
      await vonage.close();
      await cleanup();
    },
  };
}

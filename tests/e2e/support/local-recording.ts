import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config.js';

/** Speech for the fake microphone: flite says the script into a WAV Chromium loops as its capture. */
export function speechWav(dir: string, script: string): string {
  mkdirSync(dir, { recursive: true });
  const wav = join(dir, 'speech.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', script, '-o', wav]);
  return wav;
}

/** A Chromium whose fake microphone plays the given WAV (the config's launch flags apply to every test). */
export async function launchWithMicrophone(wav: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumArgs, `--use-file-for-fake-audio-capture=${wav}`],
  });
}

/** What the page's IndexedDB holds of one local recording: its ids, and the SHA-256 and size of its bytes in order. */
export interface StoredRecording {
  streamId: string;
  storyId: string;
  sha256: string;
  size: number;
  parts: number;
}

/** Reads every local recording stream from IndexedDB in the page and hashes its parts' bytes (their slices) in recording order. */
export function storedRecordings(page: Page): Promise<StoredRecording[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('storykeep-local-recordings');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = <T>(store: string, key?: IDBValidKey | IDBKeyRange) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, 'readonly');
        const request =
          key === undefined
            ? tx.objectStore(store).getAll()
            : key instanceof IDBKeyRange
              ? tx.objectStore(store).getAll(key)
              : tx.objectStore(store).get(key);
        request.onsuccess = () => resolve(request.result as T);
        request.onerror = () => reject(request.error);
      });
    // Closed before answering: an open connection would block the app's upgrade of the database.
    if (!db.objectStoreNames.contains('streams') || !db.objectStoreNames.contains('partSlices')) {
      db.close();
      return [];
    }
    const streams = await all<Array<{ streamId: string; storyId: string; partIds: string[] }>>('streams');
    const out = [];
    for (const stream of streams) {
      const chunks: Uint8Array[] = [];
      for (const partId of stream.partIds) {
        // Each part is stored as its slices, keyed by part and slice index.
        const slices = await all<Array<{ arrayBuffer: ArrayBuffer }>>('partSlices', IDBKeyRange.bound([partId, 0], [partId, Infinity]));
        for (const slice of slices) chunks.push(new Uint8Array(slice.arrayBuffer));
      }
      const size = chunks.reduce((n, c) => n + c.byteLength, 0);
      const joined = new Uint8Array(size);
      let offset = 0;
      for (const chunk of chunks) {
        joined.set(chunk, offset);
        offset += chunk.byteLength;
      }
      const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', joined));
      const sha256 = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
      out.push({ streamId: stream.streamId, storyId: stream.storyId, sha256, size, parts: stream.partIds.length });
    }
    db.close();
    return out;
  });
}

/**
 * The SHA-256 and size of every stream object the server stored for a story, read from the e2e server's data folder.
 * Stream objects are named by the server, not by the device's stream id, so a test finds a recording by its bytes.
 */
export function serverStreams(storyId: string, dataDir = process.env.E2E_DATA): Array<{ sha256: string; size: number }> {
  if (!dataDir) throw new Error('E2E_DATA is not set');
  const dir = join(dataDir, 'media', 'objects', 'stories', storyId, 'streams');
  const names = existsSync(dir) ? readdirSync(dir).sort() : [];
  return names.map((name) => {
    const bytes = readFileSync(join(dir, name));
    return { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.byteLength };
  });
}

/** The one stream object the server stored for a story (an in-person recording has one); throws when there is not one. */
export function serverStream(storyId: string, dataDir = process.env.E2E_DATA): { sha256: string; size: number } {
  const streams = serverStreams(storyId, dataDir);
  if (streams.length !== 1) throw new Error(`The server holds ${streams.length} stream objects for story ${storyId}, not one`);
  return streams[0] as { sha256: string; size: number };
}

/** Where the e2e server keeps a stored object, by its key, in its data folder. */
export function serverObjectPath(key: string, dataDir = process.env.E2E_DATA): string {
  if (!dataDir) throw new Error('E2E_DATA is not set');
  return join(dataDir, 'media', 'objects', ...key.split('/'));
}

/** The SHA-256 and size of one stored object by its key, in the e2e server's data folder. */
export function serverObject(key: string, dataDir = process.env.E2E_DATA): { sha256: string; size: number } {
  const bytes = readFileSync(serverObjectPath(key, dataDir));
  return { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.byteLength };
}

/** Opens the in-person page of the demo project and starts recording into a new interview with this title. */
export async function startInPersonRecording(page: Page, title: string): Promise<void> {
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Mill Town Memories' }).click();
  await page.getByRole('link', { name: 'Record in person' }).click();
  // The page is loaded on first use; a server that has just started is still making its demo recordings.
  await expect(page.getByRole('heading', { name: 'Record in person' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Interview title').fill(title);
  await page.getByRole('button', { name: 'Start recording' }).click();
  // Creating the interview and opening the microphone can take a while on a loaded machine.
  await expect(page.getByRole('button', { name: 'Stop recording' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('timer', { name: 'Recording time' })).toHaveText(/^\d+:\d\d/, { timeout: 20_000 });
}

/** Waits until the recorder has stored at least `bytes` bytes of the recording in IndexedDB. */
export async function waitForStoredBytes(page: Page, bytes: number, timeout = 60_000): Promise<StoredRecording> {
  await expect.poll(async () => (await storedRecordings(page))[0]?.size ?? 0, { timeout }).toBeGreaterThanOrEqual(bytes);
  return (await storedRecordings(page))[0] as StoredRecording;
}

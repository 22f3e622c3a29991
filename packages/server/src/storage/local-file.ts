import { createWriteStream } from 'node:fs';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ObjectStore } from '@storykeep/core';
import { LocalObjectStore } from './local-object-store.js';

/**
 * A path that tools such as ffmpeg can read for `key`: the stored file itself on local disk, or a
 * copy streamed into `dir` from any other store (S3).
 */
export async function localFile(store: ObjectStore, key: string, dir: string): Promise<string> {
  if (store instanceof LocalObjectStore) return store.pathOf(key);
  const path = join(dir, `${Date.now().toString(36)}-${basename(key)}`);
  await pipeline(await store.get(key), createWriteStream(path));
  return path;
}

import { join } from 'node:path';
import type { ObjectStore } from '@storykeep/core';
import { apiUrl } from '../app-url.js';
import { LocalObjectStore } from './local-object-store.js';
import { S3ObjectStore, type S3Settings } from './s3-object-store.js';
import type { Sealer, SealingKey } from './sealer.js';
import { loadSealer } from './sealing-keys.js';
import { ServerKeys } from './server-keys.js';
import { loadSigningSecret } from './signing-secret.js';
import { UrlSigner } from './url-signer.js';

export interface MediaStorage {
  store: ObjectStore;
  signer: UrlSigner;
  /** Keys derived from the same secret as the signer's; only to open what was sealed with them before the sealing keys. */
  keys: ServerKeys;
  /** Seals secrets kept in the database under the sealing keys (STORYKEEP_SEALING_KEYS), never the signing secret. */
  sealer: Sealer;
}

export interface MediaStorageOptions {
  dataDir: string;
  /** Where clients reach the server; signed URLs point at `<publicUrl>/api/media/...`. */
  publicUrl: string;
  /** The bucket to keep media in instead of `STORYKEEP_DATA/media`. */
  s3?: S3Settings | undefined;
  /** STORYKEEP_SEALING_KEYS; absent, a key kept under the data folder (refused with a shared database). */
  sealingKeys?: readonly SealingKey[] | undefined;
  sharedDatabase?: boolean | undefined;
  /** MEDIA_URL_SECRET (several servers must share it); absent, a secret made once and kept under the data folder. */
  mediaUrlSecret?: string | undefined;
}

/**
 * The media store: on S3 when configured (browsers then use presigned bucket URLs), else the embedded store under
 * `STORYKEEP_DATA/media` after a sweep of a crash's leftovers. The signer signs the server's own media URLs (form
 * uploads on S3, everything on disk); its secret stays under the data folder either way.
 */
export async function openMediaStorage({
  dataDir,
  publicUrl,
  s3,
  sealingKeys,
  sharedDatabase,
  mediaUrlSecret,
}: MediaStorageOptions): Promise<MediaStorage> {
  const root = join(dataDir, 'media');
  const secret = await loadSigningSecret(join(root, '.signing-secret'), mediaUrlSecret);
  const signer = new UrlSigner(secret, apiUrl({ publicUrl }, '/media'));
  const keys = new ServerKeys(secret);
  const sealer = await loadSealer({ keys: sealingKeys, dataDir, sharedDatabase });
  if (s3) return { store: new S3ObjectStore(s3, signer), signer, keys, sealer };
  const store = new LocalObjectStore(root, signer);
  await store.sweep();
  return { store, signer, keys, sealer };
}

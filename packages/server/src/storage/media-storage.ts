import { join } from 'node:path';
import { LocalObjectStore } from './local-object-store.js';
import { loadSigningSecret } from './signing-secret.js';
import { UrlSigner } from './url-signer.js';

export interface MediaStorage {
  store: LocalObjectStore;
  signer: UrlSigner;
}

export interface MediaStorageOptions {
  dataDir: string;
  /** Where clients reach the server; signed URLs point at `<publicUrl>/api/media/...`. */
  publicUrl: string;
}

/** The embedded media store under `STORYKEEP_DATA/media`, its URL signer, and a sweep of a crash's leftovers. */
export async function openMediaStorage({ dataDir, publicUrl }: MediaStorageOptions): Promise<MediaStorage> {
  const root = join(dataDir, 'media');
  const signer = new UrlSigner(await loadSigningSecret(join(root, '.signing-secret')), `${publicUrl.replace(/\/+$/, '')}/api/media`);
  const store = new LocalObjectStore(root, signer);
  await store.sweep();
  return { store, signer };
}

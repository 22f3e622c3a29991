import Fastify, { type FastifyInstance } from 'fastify';
import { LocalObjectStore } from './local-object-store.js';
import { mediaRoutes } from './media.routes.js';
import { UrlSigner } from './url-signer.js';

export interface MediaServerOptions {
  /** The store's folder (`STORYKEEP_DATA/media` in the app). */
  root: string;
  secret: Buffer;
  /** Base of the URLs it signs; root-relative by default. */
  baseUrl?: string;
}

/** Just the signed media routes on a local store, without the database or the API: for a media-only host and for benchmarks. */
export async function mediaServer(
  options: MediaServerOptions,
): Promise<{ app: FastifyInstance; store: LocalObjectStore; signer: UrlSigner }> {
  const signer = new UrlSigner(options.secret, options.baseUrl ?? '/api/media');
  const store = new LocalObjectStore(options.root, signer);
  const app = Fastify();
  await app.register(async (api) => api.register(mediaRoutes, { store, signer }), { prefix: '/api' });
  return { app, store, signer };
}

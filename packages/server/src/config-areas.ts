import { join } from 'node:path';
import { z } from 'zod';
import { type VonageSettings, vonageFromEnv } from './modules/rooms/vonage-video.js';
import type { EmbeddingsSettings } from './search/openai-embeddings.js';

const EnvSchema = z.object({
  /** OpenAI-compatible chat completions endpoint (…/v1/chat/completions) for AI chaptering and summaries. */
  CHAT_API_URL: z.url().optional(),
  CHAT_API_KEY: z.string().optional(),
  CHAT_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Weaviate instance for search; without it search runs on PostgreSQL full text and trigrams. */
  WEAVIATE_URL: z.url().optional(),
  WEAVIATE_API_KEY: z.string().optional(),
  /** OpenAI-compatible embeddings API (its base, e.g. …/v1; requests go to …/embeddings) for meaning search. */
  EMBEDDINGS_API_URL: z.url().optional(),
  EMBEDDINGS_API_KEY: z.string().optional(),
  EMBEDDINGS_MODEL: z.string().min(1).default('text-embedding-3-small'),
  /** Asked of the model when set; otherwise the length of the first vector it answers. */
  EMBEDDINGS_DIMENSIONS: z.coerce.number().int().min(1).max(16_000).optional(),
  EMBEDDINGS_BATCH_SIZE: z.coerce.number().int().min(1).max(2048).default(64),
  /** Cosine similarity below which a chunk is not a meaning match. */
  EMBEDDINGS_MIN_SIMILARITY: z.coerce.number().min(-1).max(1).default(0.3),
  /** Where archival exports go; `STORYKEEP_DATA/exports` by default. */
  STORYKEEP_EXPORT_DIR: z.string().min(1).optional(),
  /** The largest file an import from an address may download (4 GiB by default). */
  STORYKEEP_IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(4 * 1024 ** 3),
  /** Test-only: lets imports reach loopback and private addresses, where the tests serve their files. */
  STORYKEEP_IMPORT_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  /** Development only: the task service answers introspection (`__schema`), which hands any caller the API's shape. */
  STORYKEEP_GRAPHQL_INTROSPECTION: z.enum(['0', '1']).default('0'),
  /** Box's API for imports from Box. */
  BOX_API_URL: z.url().default('https://api.box.com'),
  /** A Box app (OAuth 2.0): with both, people connect their Box account instead of pasting an access token. */
  BOX_CLIENT_ID: z.string().min(1).optional(),
  BOX_CLIENT_SECRET: z.string().min(1).optional(),
  /** Box's authorization page. */
  BOX_AUTHORIZE_URL: z.url().default('https://account.box.com/api/oauth2/authorize'),
});

/**
 * Settings of the areas served with the media store, read from the environment: the archival export folder
 * (export), the chat service of AI chaptering (indexes), the Weaviate search engine and the embeddings server of
 * meaning search (search) and the limits of imports from an address (cloud import).
 */
export interface AreaSettings {
  exportDir: string;
  chat: { url: string; apiKey: string | undefined; model: string } | undefined;
  weaviate: { url: string; apiKey: string | undefined } | undefined;
  /** The embeddings server of meaning search; without it search is by words only. */
  embeddings: EmbeddingsSettings | undefined;
  /** What imports from an address may download. */
  imports: { maxBytes: number; allowPrivate: boolean };
  boxApiUrl: string;
  /** Whether the task service answers GraphQL introspection (off unless STORYKEEP_GRAPHQL_INTROSPECTION=1). */
  graphqlIntrospection: boolean;
  /** Vonage Video, for the job that brings its archives into stories (undefined without its key and secret). */
  vonage: VonageSettings | undefined;
  /** The Box app, when both its id and secret are set. */
  boxClient: { clientId: string; clientSecret: string; authorizeUrl: string } | undefined;
}

/** Reads the settings from the environment; a bad value stops start-up with the variable's name. */
export function areaSettingsFrom(env: Record<string, string | undefined>, dataDir: string): AreaSettings {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  return {
    exportDir: e.STORYKEEP_EXPORT_DIR ?? join(dataDir, 'exports'),
    chat: e.CHAT_API_URL ? { url: e.CHAT_API_URL, apiKey: e.CHAT_API_KEY, model: e.CHAT_MODEL } : undefined,
    weaviate: e.WEAVIATE_URL ? { url: e.WEAVIATE_URL, apiKey: e.WEAVIATE_API_KEY } : undefined,
    // Weaviate makes its own vectors: with it, nothing is embedded here.
    embeddings:
      e.EMBEDDINGS_API_URL && !e.WEAVIATE_URL
        ? {
            url: e.EMBEDDINGS_API_URL,
            apiKey: e.EMBEDDINGS_API_KEY,
            model: e.EMBEDDINGS_MODEL,
            dimensions: e.EMBEDDINGS_DIMENSIONS,
            batchSize: e.EMBEDDINGS_BATCH_SIZE,
            minSimilarity: e.EMBEDDINGS_MIN_SIMILARITY,
          }
        : undefined,
    imports: { maxBytes: e.STORYKEEP_IMPORT_MAX_BYTES, allowPrivate: e.STORYKEEP_IMPORT_ALLOW_PRIVATE === '1' },
    boxApiUrl: e.BOX_API_URL,
    graphqlIntrospection: e.STORYKEEP_GRAPHQL_INTROSPECTION === '1',
    vonage: vonageFromEnv(env),
    boxClient:
      e.BOX_CLIENT_ID && e.BOX_CLIENT_SECRET
        ? { clientId: e.BOX_CLIENT_ID, clientSecret: e.BOX_CLIENT_SECRET, authorizeUrl: e.BOX_AUTHORIZE_URL }
        : undefined,
  };
}

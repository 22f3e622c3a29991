import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { SearchEngine } from '../ports/search-engine.port.js';
import type { EmbeddingsSettings } from './openai-embeddings.js';
import { OpenAiEmbeddings, QUERY_EMBEDDING_TIMEOUT_MS } from './openai-embeddings.js';
import { PostgresSearchEngine } from './postgres-search.engine.js';
import { SemanticSearchEngine } from './semantic-search.engine.js';
import { VectorStore } from './vector-store.js';
import { type WeaviateOptions, WeaviateSearchEngine } from './weaviate-search.engine.js';

/**
 * Weaviate when it is configured (`WEAVIATE_URL`); otherwise PostgreSQL full text + trigrams, fused with meaning
 * (pgvector or float4[] vectors) when an embeddings server is configured (`EMBEDDINGS_API_URL`).
 */
export function searchEngineFor(
  db: Kysely<DB>,
  weaviate: WeaviateOptions | undefined,
  embeddings?: EmbeddingsSettings,
  log?: (message: string) => void,
): SearchEngine {
  if (weaviate) return new WeaviateSearchEngine(db, weaviate);
  const lexical = new PostgresSearchEngine(db);
  if (!embeddings) return lexical;
  return new SemanticSearchEngine({
    lexical,
    embeddings: new OpenAiEmbeddings(embeddings, { attempts: 1, timeoutMs: QUERY_EMBEDDING_TIMEOUT_MS }),
    vectors: new VectorStore(db, log),
    minSimilarity: embeddings.minSimilarity,
    ...(log ? { log } : {}),
  });
}

import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { SearchEngine } from '../ports/search-engine.port.js';
import { PostgresSearchEngine } from './postgres-search.engine.js';
import { type WeaviateOptions, WeaviateSearchEngine } from './weaviate-search.engine.js';

/** PostgreSQL full text + trigrams, or Weaviate when it is configured (`WEAVIATE_URL`). */
export function searchEngineFor(db: Kysely<DB>, weaviate: WeaviateOptions | undefined): SearchEngine {
  return weaviate ? new WeaviateSearchEngine(db, weaviate) : new PostgresSearchEngine(db);
}

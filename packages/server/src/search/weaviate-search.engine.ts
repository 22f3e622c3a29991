import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { ChunkHit, ChunkQuery, SearchEngine } from '../ports/search-engine.port.js';

export interface WeaviateOptions {
  url: string;
  apiKey?: string | undefined;
  /** The Weaviate class holding transcript chunks. */
  className?: string;
  fetch?: typeof fetch;
}

interface WeaviateChunk {
  storyId: string;
  position: number;
  start_time: number;
  end_time: number;
  speaker: string | null;
  transcription: string;
  _additional?: { score?: string | number };
}

const ENGINE = 'weaviate';

/**
 * Hybrid search on Weaviate (BM25 fused with the instance's vectors, relative score fusion, `alpha` as asked).
 * Chunks come from the database's transcript_chunks; a story is sent again whenever its transcript changed
 * since it was last sent, checked just before each search, so no writer has to remember to do it.
 */
export class WeaviateSearchEngine implements SearchEngine {
  readonly name = ENGINE;
  /** Weaviate fuses BM25 with the vectors its own vectoriser made. */
  readonly semantic = true;
  private readonly base: string;
  private readonly className: string;
  private readonly fetch: typeof fetch;
  private schemaReady = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: WeaviateOptions,
  ) {
    this.base = options.url.replace(/\/+$/, '');
    this.className = options.className ?? 'StorykeepChunk';
    this.fetch = options.fetch ?? fetch;
  }

  async search({ storyIds, query, alpha, limit }: ChunkQuery): Promise<ChunkHit[]> {
    if (storyIds.length === 0) return [];
    await this.sync(storyIds);
    const where = `{ path: ["storyId"], operator: ContainsAny, valueText: ${JSON.stringify(storyIds)} }`;
    const hybrid = `{ query: ${JSON.stringify(query)}, alpha: ${alpha}, fusionType: relativeScoreFusion }`;
    const graphql = `{ Get { ${this.className}(hybrid: ${hybrid}, where: ${where}, limit: ${limit}) { storyId position start_time end_time speaker transcription _additional { score } } } }`;
    const answer = (await this.request('POST', '/v1/graphql', { query: graphql })) as {
      data?: { Get?: Record<string, WeaviateChunk[] | null> };
      errors?: { message: string }[];
    };
    if (answer.errors?.length) throw new Error(`Weaviate: ${answer.errors.map((e) => e.message).join('; ')}`);
    return (answer.data?.Get?.[this.className] ?? []).map((c) => ({
      storyId: c.storyId,
      position: c.position,
      startTime: c.start_time,
      endTime: c.end_time,
      speaker: c.speaker,
      text: c.transcription,
      score: Number(c._additional?.score ?? 0),
    }));
  }

  private async request(method: string, path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const response = await this.fetch(`${this.base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (method === 'GET' && response.status === 404) return undefined;
    if (!response.ok) throw new Error(`Weaviate ${method} ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }

  private async ensureSchema(): Promise<void> {
    if (this.schemaReady) return;
    if (!(await this.request('GET', `/v1/schema/${this.className}`))) {
      await this.request('POST', '/v1/schema', {
        class: this.className,
        description: 'A piece of a Storykeep transcript (at most 30 s of one speaker)',
        properties: [
          { name: 'storyId', dataType: ['text'], tokenization: 'field' },
          { name: 'position', dataType: ['int'] },
          { name: 'start_time', dataType: ['number'] },
          { name: 'end_time', dataType: ['number'] },
          { name: 'speaker', dataType: ['text'] },
          { name: 'transcription', dataType: ['text'] },
        ],
      });
    }
    this.schemaReady = true;
  }

  /** Sends the chunks of the stories whose transcript changed (or went) since they were last sent. */
  private async sync(storyIds: readonly string[]): Promise<void> {
    const db = this.db;
    const states = await db
      .selectFrom('stories as s')
      .leftJoin('transcripts as t', 't.story_id', 's.id')
      .leftJoin('search_sync as y', (join) => join.onRef('y.story_id', '=', 's.id').on('y.engine', '=', ENGINE))
      .select(['s.id', 't.updated_at as transcript_at', 'y.transcript_updated_at as synced_for', 'y.story_id as known'])
      .where('s.id', 'in', [...storyIds])
      .execute();
    const stale = states.filter((s) => {
      const current = s.transcript_at ? new Date(s.transcript_at).getTime() : null;
      const synced = s.synced_for ? new Date(s.synced_for).getTime() : null;
      return s.known === null ? current !== null : current !== synced;
    });
    if (stale.length === 0) return;
    await this.ensureSchema();
    for (const story of stale) {
      await this.request('DELETE', '/v1/batch/objects', {
        match: { class: this.className, where: { path: ['storyId'], operator: 'Equal', valueText: story.id } },
      });
      const chunks = await db.selectFrom('transcript_chunks').selectAll().where('story_id', '=', story.id).orderBy('position').execute();
      if (chunks.length > 0) {
        await this.request('POST', '/v1/batch/objects', {
          objects: chunks.map((c) => ({
            class: this.className,
            properties: {
              storyId: c.story_id,
              position: c.position,
              start_time: c.start_time,
              end_time: c.end_time,
              speaker: c.speaker,
              transcription: c.body,
            },
          })),
        });
      }
      const at = story.transcript_at ? new Date(story.transcript_at) : null;
      await db
        .insertInto('search_sync')
        .values({ engine: ENGINE, story_id: story.id, transcript_updated_at: at })
        .onConflict((oc) => oc.columns(['engine', 'story_id']).doUpdateSet({ transcript_updated_at: at, synced_at: new Date() }))
        .execute();
    }
  }
}

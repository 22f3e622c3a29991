import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { addStory, type Tenant, type World, type WorldRole } from './world.js';

// The matrix's shapes, restated so that route-cases.ts can include these cases without an import cycle.
type Expectation = (role: WorldRole, side: 'own' | 'other') => number;
interface RouteCase {
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;
  build(
    db: Kysely<DB>,
    w: World,
    tenant: Tenant,
    role: WorldRole,
  ): Promise<{ url: string; body?: unknown }> | { url: string; body?: unknown };
  expect: Expectation;
}

const paragraphs = [
  {
    speaker: 'Ada',
    start: 0,
    end: 2,
    children: [
      {
        text: 'hello there',
        words: [
          { text: 'hello', start: 0, end: 1 },
          { text: 'there', start: 1, end: 2 },
        ],
      },
    ],
  },
];

/** A story of the tenant with a transcript, one saved version and one index. */
async function storyWithWork(db: Kysely<DB>, tenant: Tenant) {
  const storyId = await addStory(db, tenant, 'Worked on');
  const work = db;
  await work
    .insertInto('transcripts')
    .values({ story_id: storyId, paragraphs: JSON.stringify(paragraphs), source: 'test' })
    .execute();
  const fileName = `v-${randomUUID()}.json`;
  await work
    .insertInto('transcript_versions')
    .values({ id: randomUUID(), story_id: storyId, file_name: fileName, paragraphs: JSON.stringify(paragraphs), source: 'test' })
    .execute();
  const indexId = randomUUID();
  await work.insertInto('story_indexes').values({ id: indexId, story_id: storyId, metadata: '[]' }).execute();
  return { storyId, fileName, indexId };
}

/**
 * The tenant-isolation matrix's cases for the transcript, index and sharing routes of `apiRoutes`; `see` and
 * `manage` are the matrix's own expectations (passed in, so the two files do not import each other).
 */
export function storyContentRouteCases(see: (ok?: number) => Expectation, manage: (ok?: number) => Expectation): RouteCase[] {
  return [
    {
      route: 'GET /transcripts/:id',
      build: async (db, _w, t) => ({ url: `/transcripts/${(await storyWithWork(db, t)).storyId}` }),
      expect: see(),
    },
    {
      route: 'GET /transcripts/:id/versions',
      build: async (db, _w, t) => ({ url: `/transcripts/${(await storyWithWork(db, t)).storyId}/versions` }),
      expect: see(),
    },
    {
      route: 'GET /transcripts/:id/version/file/:fileName',
      build: async (db, _w, t) => {
        const { storyId, fileName } = await storyWithWork(db, t);
        return { url: `/transcripts/${storyId}/version/file/${fileName}` };
      },
      expect: see(),
    },
    {
      route: 'POST /transcripts/:id/saveversion',
      build: async (db, _w, t) => ({ url: `/transcripts/${(await storyWithWork(db, t)).storyId}/saveversion` }),
      expect: see(),
    },
    {
      route: 'POST /transcripts/:id/edit',
      build: async (db, _w, t) => ({ url: `/transcripts/${(await storyWithWork(db, t)).storyId}/edit`, body: paragraphs }),
      expect: see(),
    },
    {
      route: 'PATCH /transcripts/:id',
      build: async (db, _w, t) => {
        const { storyId } = await storyWithWork(db, t);
        const row = await db
          .selectFrom('transcript_paragraphs')
          .select(['id', 'changed_in'])
          .where('story_id', '=', storyId)
          .executeTakeFirstOrThrow();
        const paragraph = paragraphs[0];
        return { url: `/transcripts/${storyId}`, body: { version: 1, changed: [{ id: row.id, rev: row.changed_in, paragraph }] } };
      },
      expect: see(),
    },
    {
      route: 'POST /transcripts/:id/versions',
      build: async (db, _w, t) => ({ url: `/transcripts/${(await storyWithWork(db, t)).storyId}/versions`, body: { paragraphs } }),
      expect: see(),
    },
    { route: 'GET /stories/:id/index', build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}/index` }), expect: see() },
    {
      route: 'PUT /stories/:id/index',
      build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}/index`, body: { title: 'Topics' } }),
      expect: see(201),
    },
    {
      route: 'POST /stories/:id/index/:indexId',
      build: async (db, _w, t) => {
        const { storyId, indexId } = await storyWithWork(db, t);
        return { url: `/stories/${storyId}/index/${indexId}`, body: { title: 'Renamed' } };
      },
      expect: see(),
    },
    {
      route: 'DELETE /stories/:id/index/:indexId',
      build: async (db, _w, t) => {
        const { storyId, indexId } = await storyWithWork(db, t);
        return { url: `/stories/${storyId}/index/${indexId}` };
      },
      expect: see(204),
    },
    { route: 'GET /stories/:id/share/public', build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}/share/public` }), expect: manage() },
    {
      route: 'GET /stories/:id/unshare/public',
      build: (_db, _w, t) => ({ url: `/stories/${t.stories[1]}/unshare/public` }),
      expect: manage(),
    },
    {
      route: 'POST /stories/:id/share/public',
      build: (_db, _w, t) => ({ url: `/stories/${t.stories[0]}/share/public`, body: {} }),
      expect: manage(),
    },
    {
      route: 'POST /stories/:id/unshare/public',
      build: (_db, _w, t) => ({ url: `/stories/${t.stories[1]}/unshare/public`, body: {} }),
      expect: manage(),
    },
  ];
}

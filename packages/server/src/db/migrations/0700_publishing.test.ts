import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { clipOf } from '../../testing/publishing-route-cases.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';
import type { Database } from '../database.js';
import type { DB } from '../schema.js';
import { reviewPublicGalleries } from './0700_publishing.js';

// Galleries were public from their creation, whoever made them. Migration 0700 keeps public only those their author
// may publish under core's rule now; the others become private (nothing deleted).
describe.each(testDatabases)('migration 0700 on $name', ({ open }) => {
  let database: Database<DB>;
  let w: World;
  beforeAll(async () => {
    database = await open();
    await emptyDatabase(database);
    w = await buildWorld(database.db);
  });

  async function legacyGallery(authorId: string, clipIds: string[]): Promise<string> {
    const id = randomUUID();
    await database.db
      .insertInto('galleries')
      .values({
        id,
        organization_id: w.own.organization.id,
        author_id: authorId,
        title: 'Made before the rule',
        elements: JSON.stringify(clipIds.map((clipId) => ({ type: 'clip', id: clipId }))),
        share_key: randomBytes(18).toString('base64url'),
        sync_status: 'public',
      })
      .execute();
    return id;
  }

  const statusOf = async (id: string) =>
    database.db.selectFrom('galleries').select(['sync_status', 'published_by']).where('id', '=', id).executeTakeFirstOrThrow();

  it('keeps public the galleries their author may publish, and makes the others private', async () => {
    const { clipId } = await clipOf(database.db, w.own);
    const quiet = await clipOf(database.db, w.own);
    await database.db.updateTable('stories').set({ project_id: w.own.quietProject }).where('id', '=', quiet.storyId).execute();
    const byManager = await legacyGallery(w.users.org_manager.id, [clipId]);
    const byProjectManager = await legacyGallery(w.users.project_manager.id, [clipId]);
    const byMember = await legacyGallery(w.users.user.id, [clipId]);
    const outsideTheirProject = await legacyGallery(w.users.project_manager.id, [clipId, quiet.clipId]);
    const byGone = await legacyGallery(randomUUID(), [clipId]);
    await reviewPublicGalleries(database.db as never);
    expect(await statusOf(byManager)).toEqual({ sync_status: 'public', published_by: w.users.org_manager.id });
    expect(await statusOf(byProjectManager)).toEqual({ sync_status: 'public', published_by: w.users.project_manager.id });
    for (const id of [byMember, outsideTheirProject, byGone])
      expect(await statusOf(id)).toEqual({ sync_status: 'private', published_by: null });
  });

  it('makes private a gallery showing an interview without the release form its organization requires', async () => {
    const { clipId, storyId } = await clipOf(database.db, w.own);
    await sql`update organizations set settings = settings || '{"release_required_to_share": true}'::jsonb where id = ${w.own.organization.id}`.execute(
      database.db,
    );
    try {
      const unreleased = await legacyGallery(w.users.org_manager.id, [clipId]);
      await reviewPublicGalleries(database.db as never);
      expect((await statusOf(unreleased)).sync_status).toBe('private');
      await database.db
        .insertInto('story_files')
        .values({ id: randomUUID(), story_id: storyId, title: 'Release', release_form: true })
        .execute();
      const released = await legacyGallery(w.users.org_manager.id, [clipId]);
      await reviewPublicGalleries(database.db as never);
      expect((await statusOf(released)).sync_status).toBe('public');
    } finally {
      await sql`update organizations set settings = settings - 'release_required_to_share' where id = ${w.own.organization.id}`.execute(
        database.db,
      );
    }
  });

  it('leaves new galleries private by default', async () => {
    const id = randomUUID();
    await database.db
      .insertInto('galleries')
      .values({
        id,
        organization_id: w.own.organization.id,
        author_id: w.users.user.id,
        title: 'New',
        share_key: randomBytes(18).toString('base64url'),
      })
      .execute();
    expect((await statusOf(id)).sync_status).toBe('private');
  });
});

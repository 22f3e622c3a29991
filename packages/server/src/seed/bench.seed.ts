import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { newCode } from '../tokens.js';

/** What the stories-list benchmark signs in as and asks for. */
export interface BenchFixture {
  projectId: string;
  email: string;
  password: string;
}

/**
 * One organization with one project of `count` interviews spread over ten years, and its project
 * manager, for measuring the project stories list.
 */
export async function seedStoriesForBench(db: Kysely<DB>, count: number): Promise<BenchFixture> {
  const organizationId = randomUUID();
  const projectId = randomUUID();
  const userId = randomUUID();
  const email = `bench-${userId.slice(0, 8)}@bench.storykeep.test`;
  const password = 'bench password';
  await db
    .insertInto('organizations')
    .values({ id: organizationId, code: `bench-${newCode(4).toLowerCase()}`, name: 'Bench', settings: '{}' })
    .execute();
  await db
    .insertInto('users')
    .values({ id: userId, email, full_name: 'Bench', password_hash: await hashPassword(password, undefined), role: 'user' })
    .execute();
  await db.insertInto('organization_members').values({ organization_id: organizationId, user_id: userId }).execute();
  await db
    .insertInto('projects')
    .values({ id: projectId, organization_id: organizationId, name: 'Bench project', join_code: newCode() })
    .execute();
  await db.insertInto('project_members').values({ project_id: projectId, user_id: userId, role: 'project_manager' }).execute();
  const start = Date.UTC(2015, 0, 1);
  const tenYears = 10 * 365 * 24 * 3600 * 1000;
  for (let batch = 0; batch < count; batch += 500) {
    const rows = Array.from({ length: Math.min(500, count - batch) }, (_, i) => {
      const n = batch + i;
      return {
        id: randomUUID(),
        project_id: projectId,
        organization_id: organizationId,
        creator_id: userId,
        title: `Interview ${n}`,
        description: `Bench interview number ${n}`,
        record_date: new Date(start + ((n * 7919) % count) * (tenYears / count)),
      };
    });
    await db.insertInto('stories').values(rows).execute();
  }
  // Statistics and the visibility map, as autovacuum leaves them on a running server.
  await sql`vacuum analyze stories`.execute(db);
  return { projectId, email, password };
}

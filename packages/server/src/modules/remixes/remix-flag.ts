import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Turns remixes on (or off) for an organization, as its feature flags would. Tests and seeds use it. */
export async function setRemixer(db: Kysely<DB>, organizationId: string, on: boolean): Promise<void> {
  const flags = JSON.stringify({ enableRemixer: on });
  await db
    .insertInto('feature_flags')
    .values({ scope: 'organization', scope_id: organizationId, flags, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['scope', 'scope_id']).doUpdateSet({ flags }))
    .execute();
}

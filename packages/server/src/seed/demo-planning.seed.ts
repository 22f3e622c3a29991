import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** The people Mill Town Memories plans to interview, so the campaign page shows a list at first look. */
const PEOPLE = [
  { name: 'Irena Kowalski', email: 'irena@example.org', status: 'to_invite', questions: ['What did the family store sell first?'] },
  { name: 'Walt Dunmore', email: '', status: 'scheduled', questions: ['Who ran the mill race?', 'What changed after the flood?'] },
  { name: 'Rosa Meyer', email: 'rosa@example.org', status: 'declined', questions: [] },
] as const;

/** A demo campaign on the named project (no call is made for it, so the project's interviews stay as they are). */
export async function seedDemoCampaign(db: Kysely<DB>, organizationId: string, projectName: string, createdBy: string): Promise<void> {
  const project = await db
    .selectFrom('projects')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('name', '=', projectName)
    .executeTakeFirst();
  if (!project) return;
  // One second apart, in the list's order: rows made in one transaction would otherwise share now().
  const start = Date.now();
  for (const [i, person] of PEOPLE.entries())
    await db
      .insertInto('campaign_people')
      .values({
        id: randomUUID(),
        project_id: project.id,
        prep_session_id: null,
        name: person.name,
        email: person.email,
        status: person.status,
        questions: JSON.stringify(person.questions),
        ticket_id: null,
        story_id: null,
        created_by: createdBy,
        created_at: new Date(start + i * 1000),
        updated_at: new Date(start + i * 1000),
      })
      .execute();
}

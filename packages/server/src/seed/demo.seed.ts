import { randomUUID } from 'node:crypto';
import { NewPasswordSchema, PASSWORD_MIN_LENGTH } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB, UserRole } from '../db/schema.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { newCode } from '../tokens.js';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS, DEMO_ADMIN_EMAIL, type DemoProject, OTHER_ARCHIVE, RIVERBEND } from './demo-data.js';
import { seedDemoCampaign } from './demo-planning.seed.js';

/** True when nobody has an account yet: a new database the demo may fill. */
export async function databaseIsEmpty(db: Kysely<DB>): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;
}

async function organization(db: Kysely<DB>, name: string, code: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('organizations')
    .values({ id, code, name, settings: JSON.stringify({ vocabulary: ['Riverbend'] }) })
    .execute();
  return id;
}

async function project(db: Kysely<DB>, organizationId: string, spec: DemoProject, managerId: string, members: string[]): Promise<void> {
  const projectId = randomUUID();
  await db
    .insertInto('projects')
    .values({
      id: projectId,
      organization_id: organizationId,
      name: spec.name,
      description: spec.description,
      join_code: newCode(),
      created_by: managerId,
    })
    .execute();
  await db.insertInto('project_members').values({ project_id: projectId, user_id: managerId, role: 'project_manager' }).execute();
  for (const member of members)
    await db.insertInto('project_members').values({ project_id: projectId, user_id: member, role: 'project_member' }).execute();
  const folders = new Map<string, string>();
  for (const name of spec.folders) {
    const id = randomUUID();
    folders.set(name, id);
    await db.insertInto('folders').values({ id, project_id: projectId, name, creator_id: managerId }).execute();
  }
  for (const [index, [title, date, description, inFolders]] of spec.interviews.entries()) {
    const storyId = randomUUID();
    await db
      .insertInto('stories')
      .values({
        id: storyId,
        project_id: projectId,
        organization_id: organizationId,
        creator_id: managerId,
        title,
        description,
        record_date: date,
        recording_started_at: date,
        created_at: date,
        updated_at: date,
        // No duration: an interview's length comes from its media once it has some (the demo's recordings arrive
        // after start-up), so a list never shows a length for an interview without a recording.
        type: 'cloud',
      })
      .execute();
    for (const folder of inFolders) {
      const folderId = folders.get(folder);
      if (folderId) await db.insertInto('folder_stories').values({ folder_id: folderId, story_id: storyId }).execute();
    }
    if (index === 0) {
      await db
        .insertInto('story_files')
        .values({ id: randomUUID(), story_id: storyId, title: 'Signed deed of gift', release_form: true })
        .execute();
    }
  }
}

/**
 * The demo: 'Riverbend Oral History Project' with projects, folders and interviews and one account per
 * role, and 'Other Archive' with its own manager, to show that tenants stay apart.
 */
export async function seedDemo(
  db: Kysely<DB>,
  adminPassword: string,
  password = DEFAULT_DEMO_PASSWORD,
  /** A generated administrator password is changed at the first sign-in; one given by STORYKEEP_ADMIN_PASSWORD is kept. */
  adminMustChange = false,
): Promise<void> {
  // The rule of every password that is set (core's NewPasswordSchema), published demo password included.
  for (const [whose, value] of [
    ['demo accounts', password],
    ['administrator', adminPassword],
  ] as const)
    if (!NewPasswordSchema.safeParse(value).success)
      throw new Error(`The ${whose}' password needs ${PASSWORD_MIN_LENGTH} to 512 characters`);
  const hash = await hashPassword(password, undefined);
  const adminHash = await hashPassword(adminPassword, undefined);
  await db.transaction().execute(async (trx) => {
    const riverbend = await organization(trx, RIVERBEND.name, RIVERBEND.code);
    const other = await organization(trx, OTHER_ARCHIVE.name, OTHER_ARCHIVE.code);
    const ids = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const id = randomUUID();
      ids.set(account.email, id);
      await trx
        .insertInto('users')
        .values({
          id,
          email: account.email,
          full_name: account.name,
          password_hash: account.email === DEMO_ADMIN_EMAIL ? adminHash : hash,
          must_change_password: account.email === DEMO_ADMIN_EMAIL && adminMustChange,
          role: account.role as UserRole,
        })
        .execute();
      const organizationId = account.email.endsWith('@other.storykeep.test') ? other : riverbend;
      await trx.insertInto('organization_members').values({ organization_id: organizationId, user_id: id }).execute();
    }
    const id = (email: string) => ids.get(email) ?? '';
    const [mill, river] = RIVERBEND.projects;
    if (mill)
      await project(trx, riverbend, mill, id('manager@demo.storykeep.test'), [
        id('user@demo.storykeep.test'),
        id('guest@demo.storykeep.test'),
      ]);
    if (river) await project(trx, riverbend, river, id('org_manager@demo.storykeep.test'), [id('user@demo.storykeep.test')]);
    if (mill) await seedDemoCampaign(trx, riverbend, mill.name, id('manager@demo.storykeep.test'));
    for (const spec of OTHER_ARCHIVE.projects) await project(trx, other, spec, id('manager@other.storykeep.test'), []);
    await trx
      .insertInto('prep_sessions')
      .values({ id: randomUUID(), organization_id: riverbend, title: 'Pre-interview with the Kowalskis' })
      .execute();
  });
}

/** The lines `serve --demo` and `seed --demo` print: who to sign in as, and with what. */
export function demoAccountsText(password: string): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  return [
    `Demo accounts (password: ${password}, except the administrator's):`,
    ...DEMO_ACCOUNTS.map(
      (a) =>
        `  ${a.email.padEnd(width)}  ${a.role}${a.email.endsWith('@other.storykeep.test') ? ' (Other Archive)' : ''}${
          a.email === DEMO_ADMIN_EMAIL ? ' (its own password, printed when this database was made)' : ''
        }`,
    ),
  ].join('\n');
}

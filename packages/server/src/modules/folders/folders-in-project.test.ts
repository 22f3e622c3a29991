import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { createOrganization } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';
import { requireFoldersInProject } from './folders-in-project.js';

async function projectWithFolders(db: Kysely<DB>, organizationId: string, count: number) {
  const project = randomUUID();
  await db
    .insertInto('projects')
    .values({ id: project, organization_id: organizationId, name: 'Stories', join_code: `join-${randomUUID()}` })
    .execute();
  const folders = Array.from({ length: count }, () => randomUUID());
  for (const [i, id] of folders.entries())
    await db
      .insertInto('folders')
      .values({ id, project_id: project, name: `F${i}` })
      .execute();
  return { project, folders };
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const { status, code, message, field } = error as HttpError;
  return { status, code, message, field };
}

describe.each(testDatabases)('folders a story is filed into, on $name', ({ open }) => {
  let db: Kysely<DB>;
  let own: { project: string; folders: string[] };
  let other: { project: string; folders: string[] };
  beforeAll(async () => {
    db = (await open()).db;
    const organization = await createOrganization(db);
    own = await projectWithFolders(db, organization.id, 3);
    other = await projectWithFolders(db, organization.id, 1);
  });

  it("answers the project's folders once each, in the order asked", async () => {
    const [a = '', b = '', c = ''] = own.folders;
    expect(await requireFoldersInProject({ db }, own.project, [c, a, c, b, a], 'folders')).toEqual([c, a, b]);
    expect(await requireFoldersInProject({ db }, own.project, [], 'folders')).toEqual([]);
  });

  it("answers any list of the project's folders, repeats and all, as the list without repeats", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom(...own.folders), { maxLength: 8 }), async (asked) => {
        expect(await requireFoldersInProject({ db }, own.project, asked, 'folders')).toEqual([...new Set(asked)]);
      }),
      { numRuns: 25 },
    );
  });

  it("refuses another project's folder and an unknown one alike, as a 400 naming the caller's field", async () => {
    const foreign = await refusal(requireFoldersInProject({ db }, own.project, [...own.folders, ...other.folders], 'foldersId'));
    const unknown = await refusal(requireFoldersInProject({ db }, own.project, [randomUUID()], 'foldersId'));
    expect(foreign).toEqual({ status: 400, code: 'BAD_REQUEST', message: 'A folder is not in this project', field: 'foldersId' });
    expect(unknown).toEqual(foreign);
    expect((await refusal(requireFoldersInProject({ db }, other.project, [own.folders[0] ?? ''], 'folder_id'))).field).toBe('folder_id');
  });
});

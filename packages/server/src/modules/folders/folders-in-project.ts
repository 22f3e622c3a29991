import type { AppContext } from '../../context/app-context.js';
import { badRequest } from '../../http/errors.js';

/**
 * The folders a request files a story into, each once, after checking that every one is a folder of `projectId`. An
 * unknown folder and another project's folder are refused alike (400 naming `field`), so the answer never tells
 * whether a folder exists elsewhere; callers check before they write, so a refused request changes nothing.
 */
export async function requireFoldersInProject(
  context: Pick<AppContext, 'db'>,
  projectId: string,
  folderIds: readonly string[],
  field: string,
): Promise<string[]> {
  const wanted = [...new Set(folderIds)];
  if (wanted.length === 0) return wanted;
  const found = await context.db.selectFrom('folders').select('id').where('id', 'in', wanted).where('project_id', '=', projectId).execute();
  if (found.length !== wanted.length) throw badRequest('A folder is not in this project', field);
  return wanted;
}

import { normaliseQuery } from '../transcript/search-fold.js';

/** A folder as the manage-folders search needs it. */
export interface NamedFolder {
  name?: string | null;
}

/** The manage-folders search: a contains match on the name, ignoring case and spacing; folders without a name never show. */
export function searchFolders<T extends NamedFolder>(folders: readonly T[], query: string): T[] {
  const needle = normaliseQuery(query);
  return folders.filter((folder) => Boolean(folder.name) && normaliseQuery(folder.name ?? '').includes(needle));
}

/** A folder as the manage-folders search needs it. */
export interface NamedFolder {
  name?: string | null;
}

/** The manage-folders search: a case-insensitive contains match on the name; folders without a name never show. */
export function searchFolders<T extends NamedFolder>(folders: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return folders.filter((folder) => Boolean(folder.name) && (folder.name ?? '').toLowerCase().includes(needle));
}

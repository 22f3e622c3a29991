/** The IndexedDB database that holds this device's local recordings. */
export const LOCAL_RECORDINGS_DB = 'storykeep-local-recordings';

/**
 * Whether this device may hold local recordings, answered without opening the database (or loading idb): false only
 * when the browser lists its databases and that one is not among them. Lets a signed-out page skip the background
 * upload's code entirely when there is nothing to upload.
 */
export async function mayHoldLocalRecordings(factory: IDBFactory | null = globalThis.indexedDB ?? null): Promise<boolean> {
  if (!factory) return false;
  if (typeof factory.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((database) => database.name === LOCAL_RECORDINGS_DB);
  } catch {
    return true;
  }
}

import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';
import { z } from 'zod';

/** The manifest of an individual-stream archive: when it began and, per participant's stream, its file and timing. */
const ManifestSchema = z.object({
  createdAt: z.number().int().nonnegative(),
  files: z.array(
    z.object({
      streamId: z.string().min(1).max(200),
      filename: z.string().min(1).max(300),
      connectionData: z.string().max(10_000).optional(),
      startTimeOffset: z.number().nonnegative(),
      stopTimeOffset: z.number().nonnegative(),
    }),
  ),
});
export type ArchiveManifest = z.infer<typeof ManifestSchema>;

/** A participant's file taken out of the archive, on disk, with its manifest entry. */
export interface ArchiveTrackFile {
  entry: ArchiveManifest['files'][number];
  path: string;
  size: number;
}

// Only plain file names: an entry named with a path must not write outside the working folder.
const safeName = (name: string) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,250}$/.test(name) && !name.includes('..');

/**
 * Unpacks a downloaded individual-stream archive (a ZIP: one file per stream and a JSON manifest) into `dir`, streaming
 * every entry to disk so an archive of hours never sits in memory. Answers the manifest's files, each with its path;
 * throws when the manifest is missing or malformed, or names a file the ZIP lacks.
 */
export async function unpackIndividualArchive(
  zipPath: string,
  dir: string,
): Promise<{ manifest: ArchiveManifest; files: ArchiveTrackFile[] }> {
  const written = new Map<string, { path: string; size: number }>();
  const jsons = new Map<string, Uint8Array[]>();
  let failure: unknown = null;
  const unzip = new Unzip((file) => {
    const name = file.name;
    if (name.endsWith('.json') && !name.includes('/')) {
      const chunks: Uint8Array[] = [];
      jsons.set(name, chunks);
      file.ondata = (error, chunk) => {
        if (error) failure ??= error;
        else chunks.push(chunk);
      };
      file.start();
      return;
    }
    if (!safeName(name)) return;
    const path = join(dir, name);
    const fd = openSync(path, 'w');
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) failure ??= error;
      else {
        writeSync(fd, chunk);
        size += chunk.byteLength;
      }
      if (final || error) {
        closeSync(fd);
        written.set(name, { path, size });
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  for await (const chunk of createReadStream(zipPath)) {
    unzip.push(chunk as Uint8Array);
    if (failure) throw failure;
  }
  unzip.push(new Uint8Array(0), true);
  if (failure) throw failure;
  const manifestChunks = [...jsons.values()][0];
  if (!manifestChunks) throw new Error('The archive has no manifest');
  const manifest = ManifestSchema.parse(JSON.parse(Buffer.concat(manifestChunks).toString('utf8')));
  const files = manifest.files.map((entry) => {
    const file = written.get(entry.filename);
    if (!file) throw new Error(`The archive lacks ${entry.filename}, named by its manifest`);
    return { entry, ...file };
  });
  return { manifest, files };
}

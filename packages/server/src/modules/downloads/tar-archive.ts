import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { type Pack, pack } from 'tar-stream';

/** One file into the archive: its bytes streamed after a header (a PAX header first when the name needs one). */
async function addFile(archive: Pack, file: { name: string; path: string }): Promise<void> {
  const info = await stat(file.path);
  await new Promise<void>((resolve, reject) => {
    const entry = archive.entry({ name: file.name, size: info.size, mtime: info.mtime, mode: 0o644, type: 'file' }, (error) =>
      error ? reject(error) : resolve(),
    );
    const source = createReadStream(file.path);
    source.on('error', (error) => {
      entry.destroy(error);
      reject(error);
    });
    source.pipe(entry);
  });
}

/**
 * Writes a POSIX tar of `files` to `output`, streaming, so large recordings never sit in memory. tar-stream writes
 * a name that does not fit a ustar header (longer than 100 bytes in one part, or not ASCII) as a PAX header, so every
 * name of a package arrives whole, however long or in whatever script.
 */
export async function writeTar(files: readonly { name: string; path: string }[], output: string): Promise<void> {
  const archive = pack();
  const written = pipeline(archive, createWriteStream(output));
  try {
    for (const file of files) await addFile(archive, file);
    archive.finalize();
  } catch (error) {
    archive.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
  await written;
}

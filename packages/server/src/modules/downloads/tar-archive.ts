import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/**
 * A ustar entry name: up to 100 bytes in the name field, and a longer path split at a slash into a prefix (up to 155
 * bytes) and the rest, so a package's `folder/file` names stay whole. Longer names are refused rather than cut.
 */
export function ustarName(path: string): { name: string; prefix: string } {
  if (Buffer.byteLength(path) <= 100) return { name: path, prefix: '' };
  for (let slash = path.indexOf('/'); slash > 0; slash = path.indexOf('/', slash + 1)) {
    const prefix = path.slice(0, slash);
    const name = path.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { name, prefix };
  }
  throw new Error(`The name ${path} is too long for a tar entry`);
}

function header(path: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(512);
  const field = (text: string, offset: number, length: number) => block.write(text, offset, length, 'utf8');
  const octal = (value: number, offset: number, length: number) =>
    field(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length);
  const { name, prefix } = ustarName(path);
  field(name, 0, 100);
  if (prefix) field(prefix, 345, 155);
  octal(0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(Math.floor(mtime.getTime() / 1000), 136, 12);
  block.fill(' ', 148, 156);
  field('0', 156, 1);
  field('ustar\0', 257, 6);
  field('00', 263, 2);
  let sum = 0;
  for (const byte of block) sum += byte;
  field(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

async function* tarStream(files: readonly { name: string; path: string }[]): AsyncGenerator<Buffer> {
  for (const file of files) {
    const info = await stat(file.path);
    yield header(file.name, info.size, info.mtime);
    for await (const chunk of createReadStream(file.path)) yield chunk as Buffer;
    const padding = (512 - (info.size % 512)) % 512;
    if (padding > 0) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(1024);
}

/** Writes a POSIX (ustar) tar of `files` to `output`, streaming, so large recordings never sit in memory. */
export async function writeTar(files: readonly { name: string; path: string }[], output: string): Promise<void> {
  await pipeline(tarStream(files), createWriteStream(output));
}

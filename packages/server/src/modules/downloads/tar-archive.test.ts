import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { extract } from 'tar-stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTar } from './tar-archive.js';

const exec = promisify(execFile);

// Names a package really holds: a release form's own file name can be long, and in any script.
const FOLDER = 'storykeep-archive-0b7c6f1e-9d51-4a8e-8a51-3c1f0e2d4b6a';
const LONG_ASCII = `release-forms/${'Deed of gift signed at the Riverbend community hall on the first of May '.repeat(2).trim()}.pdf`;
const LONG_UNICODE = `release-forms/Zoë’s ferry crossing — 渡し船の思い出 — Пётр и Мария — ${'ä'.repeat(40)}.pdf`;
const FILES: Record<string, Buffer> = {
  'manifest.json': Buffer.from('{"files":[]}\n'),
  [LONG_ASCII]: Buffer.from('a signed form, 33 bytes of it...\n'),
  [LONG_UNICODE]: Buffer.alloc(1500, 7),
  'media/empty.txt': Buffer.alloc(0),
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tar-archive-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes FILES to disk and packs them under FOLDER; answers the tar's path. */
async function packFiles(): Promise<string> {
  const entries = [];
  for (const [name, bytes] of Object.entries(FILES)) {
    const path = join(dir, 'source', `${entries.length}`);
    await mkdir(join(dir, 'source'), { recursive: true });
    await writeFile(path, bytes);
    entries.push({ name: `${FOLDER}/${name}`, path });
  }
  const tar = join(dir, 'package.tar');
  await writeTar(entries, tar);
  return tar;
}

describe('writeTar', () => {
  it('keeps names longer than 100 bytes and in any script whole, as tar itself lists and unpacks them', async () => {
    expect(Buffer.byteLength(LONG_ASCII.split('/')[1] ?? '')).toBeGreaterThan(100);
    expect(Buffer.byteLength(LONG_UNICODE)).toBeGreaterThan(155);
    const tar = await packFiles();

    const listed = (await exec('tar', ['-tf', tar], { env: { ...process.env, LC_ALL: 'C.UTF-8' } })).stdout.split('\n').filter(Boolean);
    expect(listed.sort()).toEqual(
      Object.keys(FILES)
        .map((name) => `${FOLDER}/${name}`)
        .sort(),
    );

    await exec('tar', ['-xf', tar], { cwd: dir, env: { ...process.env, LC_ALL: 'C.UTF-8' } });
    for (const [name, bytes] of Object.entries(FILES)) expect(await readFile(join(dir, FOLDER, name))).toEqual(bytes);
  });

  it('round-trips every name, byte and size through tar-stream extract', async () => {
    const tar = await packFiles();
    const found: Record<string, Buffer> = {};
    for await (const entry of createReadStream(tar).pipe(extract())) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      expect(entry.header.type).toBe('file');
      found[entry.header.name] = Buffer.concat(chunks);
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(FILES).map(([name, bytes]) => [`${FOLDER}/${name}`, bytes])));
  });

  it('fails, and says so, when a file to pack is missing', async () => {
    await expect(writeTar([{ name: 'gone.txt', path: join(dir, 'gone.txt') }], join(dir, 'x.tar'))).rejects.toThrow(/ENOENT/);
  });
});

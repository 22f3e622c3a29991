import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../testing/media-fixtures.js';
import { unpackIndividualArchive } from './vonage-archive-zip.js';

const manifest = (files: string[]) =>
  strToU8(
    JSON.stringify({
      createdAt: 1_714_557_600_000,
      files: files.map((filename, i) => ({ streamId: `s${i}`, filename, startTimeOffset: i * 1000, stopTimeOffset: i * 1000 + 500 })),
    }),
  );

describe('unpackIndividualArchive', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-archive-zip-'));
  });
  afterAll(() => cleanup());

  async function zipFile(name: string, entries: Record<string, Uint8Array>, level: 0 | 6 = 6) {
    const path = join(dir, name);
    await writeFile(path, zipSync(entries, { level }));
    return path;
  }

  it("writes each stream's file to disk byte for byte, stored or deflated, with its manifest entry", async () => {
    const big = new Uint8Array(3_000_000).map((_, i) => (i * 7) % 251);
    for (const level of [0, 6] as const) {
      const out = join(dir, `out-${level}`);
      await mkdir(out);
      const zip = await zipFile(
        `a-${level}.zip`,
        { 'archive.json': manifest(['s0.webm', 's1.webm']), 's0.webm': big, 's1.webm': strToU8('tiny') },
        level,
      );
      const { manifest: read, files } = await unpackIndividualArchive(zip, out);
      expect(read.createdAt).toBe(1_714_557_600_000);
      expect(files.map((f) => [f.entry.streamId, f.size])).toEqual([
        ['s0', big.byteLength],
        ['s1', 4],
      ]);
      // Compared as buffers: a deep equality of three million elements would take minutes.
      expect(Buffer.compare(await readFile(files[0]?.path ?? ''), Buffer.from(big))).toBe(0);
    }
  });

  it('refuses an archive without a manifest, or whose manifest names a file it lacks, and writes nothing outside its folder', async () => {
    const out = join(dir, 'out-bad');
    await mkdir(out);
    await expect(unpackIndividualArchive(await zipFile('none.zip', { 's0.webm': strToU8('x') }), out)).rejects.toThrow('no manifest');
    const escaping = await zipFile('escape.zip', { 'a.json': manifest(['../escape.webm']), '../escape.webm': strToU8('x') });
    await expect(unpackIndividualArchive(escaping, out)).rejects.toThrow('lacks ../escape.webm');
    expect(await readdir(dir)).not.toContain('escape.webm');
    const malformed = await zipFile('malformed.zip', { 'a.json': strToU8('{"files": "no"}') });
    await expect(unpackIndividualArchive(malformed, out)).rejects.toThrow();
  });
});

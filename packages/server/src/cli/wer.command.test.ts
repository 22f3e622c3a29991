import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { wordErrorRate } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliCapturing } from '../testing/run-cli.js';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storykeep-wer-'));
  await writeFile(join(dir, 'ref.txt'), 'the cat sat on\nthe mat in 1952');
  await writeFile(join(dir, 'hyp.txt'), 'the cat sat down on a mat in nineteen fifty two');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const run = runCliCapturing;

describe('storykeep wer', () => {
  it('prints exactly the counts as JSON', async () => {
    const result = await run(['wer', '--ref', join(dir, 'ref.txt'), '--hyp', join(dir, 'hyp.txt'), '--json']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('{"equal":7,"insert":1,"replace":1,"delete":0,"referenceWords":8,"wer":0.25}');
    expect(Object.keys(JSON.parse(result.stdout))).toEqual(['equal', 'insert', 'replace', 'delete', 'referenceWords', 'wer']);
  });

  it('uses sclite costs when asked', async () => {
    const ref = 'a b c';
    const hyp = 'c a b';
    await writeFile(join(dir, 'r2.txt'), ref);
    await writeFile(join(dir, 'h2.txt'), hyp);
    const result = await run(['wer', '--ref', join(dir, 'r2.txt'), '--hyp', join(dir, 'h2.txt'), '--costs', 'sclite', '--json']);
    expect(JSON.parse(result.stdout)).toEqual(wordErrorRate(ref, hyp, { costs: 'sclite' }));
  });

  it('prints a readable line without --json', async () => {
    const result = await run(['wer', '--ref', join(dir, 'ref.txt'), '--hyp', join(dir, 'hyp.txt')]);
    expect(result.stdout).toBe('WER 25.00% of 8 reference words: 7 equal, 1 replaced, 0 deleted, 1 inserted');
  });

  it('refuses bad input with a clear message and exit code 2', async () => {
    const missing = await run(['wer', '--hyp', join(dir, 'hyp.txt')]);
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain('--ref REF.txt is required');
    const costs = await run(['wer', '--ref', join(dir, 'ref.txt'), '--hyp', join(dir, 'hyp.txt'), '--costs', 'fast']);
    expect(costs.code).toBe(2);
    expect(costs.stderr).toContain("--costs must be 'levenshtein' or 'sclite'");
    const absent = await run(['wer', '--ref', join(dir, 'nope.txt'), '--hyp', join(dir, 'hyp.txt')]);
    expect(absent.code).toBe(2);
    expect(absent.stderr).toContain(`--ref ${join(dir, 'nope.txt')}: no such file`);
    const unknown = await run(['wer', '--reference', 'x']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--reference'");
  });
});

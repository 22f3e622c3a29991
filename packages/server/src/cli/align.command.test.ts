import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliCapturing } from '../testing/run-cli.js';

let dir = '';
const words = [
  { text: 'born', start: 0.5, end: 0.8 },
  { text: 'in', start: 0.8, end: 0.9 },
  { text: 'nineteen', start: 1, end: 1.3 },
  { text: 'fifty', start: 1.3, end: 1.6 },
  { text: 'two', start: 1.6, end: 1.9, confidence: 0.9 },
];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storykeep-align-'));
  await writeFile(join(dir, 'ref.txt'), 'Born in\n1952.');
  await writeFile(join(dir, 'list.json'), JSON.stringify(words));
  await writeFile(join(dir, 'transcribed.json'), JSON.stringify({ service: 'pocketsphinx', paragraphs: [{ speaker: 'S1', words }] }));
  await writeFile(join(dir, 'bad.json'), JSON.stringify([{ text: 'x', start: -1, end: 0 }]));
  await writeFile(join(dir, 'broken.json'), '{ nope');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const run = runCliCapturing;

const expected = [
  { text: 'Born', start: 0.5, end: 0.8 },
  { text: 'in', start: 0.8, end: 0.9 },
  { text: '1952.', start: 1, end: 1.9 },
];

describe('storykeep align', () => {
  it('prints the reference words with the times they were said, from a word list or transcribe output', async () => {
    for (const file of ['list.json', 'transcribed.json']) {
      const result = await run(['align', '--words', join(dir, file), '--text', join(dir, 'ref.txt'), '--json']);
      expect(result.code).toBe(0);
      expect(JSON.parse(result.stdout)).toEqual(expected);
    }
  });

  it('prints one line per word without --json and writes a seekable page with --html', async () => {
    const page = join(dir, 'page.html');
    const result = await run([
      'align',
      '--words',
      join(dir, 'list.json'),
      '--text',
      join(dir, 'ref.txt'),
      '--html',
      page,
      '--media',
      'talk.mp4',
    ]);
    expect(result.stdout.split('\n')).toEqual(['    0.500     0.800  Born', '    0.800     0.900  in', '    1.000     1.900  1952.']);
    const html = await readFile(page, 'utf8');
    expect(html).toContain('data-start="1" data-end="1.9">1952.</span>');
    expect(html).toContain('src="talk.mp4"');
  });

  it('refuses bad input with a clear message and exit code 2', async () => {
    const cases: Array<[string[], string]> = [
      [['align', '--text', join(dir, 'ref.txt')], '--words STT.json is required'],
      [['align', '--words', join(dir, 'bad.json'), '--text', join(dir, 'ref.txt')], '--words must hold speech-to-text words'],
      [['align', '--words', join(dir, 'broken.json'), '--text', join(dir, 'ref.txt')], '--words is not JSON'],
      [['align', '--words', join(dir, 'list.json'), '--text', join(dir, 'none.txt')], 'no such file'],
      [['align', '--words', join(dir, 'list.json'), '--text', join(dir, 'ref.txt'), '--html', 'x.html'], '--html needs --media URL'],
    ];
    for (const [argv, message] of cases) {
      const result = await run(argv);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(message);
    }
  });
});

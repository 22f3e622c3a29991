import { writeFile } from 'node:fs/promises';
import type { ParseArgsConfig } from 'node:util';
import { alignWords, SttWordSchema, seekableHtml } from '@storykeep/core';
import { z } from 'zod';
import type { Command } from './command.js';
import { parseCommandArgs, readTextFile } from './command-input.js';

const AlignArgsSchema = z
  .object({
    words: z.string({ error: '--words STT.json is required' }).min(1, '--words STT.json is required'),
    text: z.string({ error: '--text REF.txt is required' }).min(1, '--text REF.txt is required'),
    json: z.boolean().default(false),
    html: z.string().min(1).optional(),
    media: z.string().min(1).optional(),
  })
  .refine((args) => !args.html || args.media, { message: '--html needs --media URL, the video the page plays' });

// Extra fields a recogniser adds (confidence, speaker…) are dropped rather than refused.
const LooseWord = z.object(SttWordSchema.shape);
/** Recognised words as a list, as `{ words }`, or as `storykeep transcribe --json` prints them (paragraphs of words). */
const SttInputSchema = z.union([
  z.array(LooseWord),
  z.object({ words: z.array(LooseWord) }).transform((input) => input.words),
  z.object({ paragraphs: z.array(z.object({ words: z.array(LooseWord) })) }).transform((input) => input.paragraphs.flatMap((p) => p.words)),
]);

function readWords(json: string): z.infer<typeof SttInputSchema> | Error {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return new Error(`--words is not JSON: ${(error as Error).message}`);
  }
  const parsed = SttInputSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  return new Error(
    '--words must hold speech-to-text words { text, start, end } (seconds, at least 0): a list, { "words": [...] } or { "paragraphs": [{ "words": [...] }] }',
  );
}

const seconds = (value: number) => value.toFixed(3).padStart(9);

export const alignCommand: Command = {
  name: 'align',
  summary: 'Give each word of a reference text the time it was said, from speech-to-text words',
  usage:
    'storykeep align --words STT.json --text REF.txt [--json] [--html OUT.html --media URL]\n' +
    '  STT.json: a list of { text, start, end }, { "words": [...] }, or the output of storykeep transcribe --json\n' +
    '  --html writes a page where clicking a word seeks the video at URL',
  async run(argv) {
    const options = {
      words: { type: 'string' },
      text: { type: 'string' },
      json: { type: 'boolean' },
      html: { type: 'string' },
      media: { type: 'string' },
    } satisfies ParseArgsConfig['options'];
    const args = parseCommandArgs(argv, options, AlignArgsSchema);
    if (args instanceof Error) {
      console.error(`${args.message}\n\nUsage: ${this.usage}`);
      return 2;
    }
    const [wordsJson, reference] = await Promise.all([readTextFile(args.words, '--words'), readTextFile(args.text, '--text')]);
    if (wordsJson instanceof Error || reference instanceof Error) {
      console.error((wordsJson instanceof Error ? wordsJson : (reference as Error)).message);
      return 2;
    }
    const words = readWords(wordsJson);
    if (words instanceof Error) {
      console.error(words.message);
      return 2;
    }
    const aligned = alignWords(words, reference);
    if (args.html && args.media) await writeFile(args.html, seekableHtml(aligned, args.media));
    if (args.json) console.log(JSON.stringify(aligned));
    else console.log(aligned.map((w) => `${seconds(w.start)} ${seconds(w.end)}  ${w.text}`).join('\n'));
    return 0;
  },
};

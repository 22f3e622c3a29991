import { wordErrorRate } from '@storykeep/core';
import { z } from 'zod';
import type { Command } from './command.js';
import { parseCommandArgs, readTextFile } from './command-input.js';

const WerArgsSchema = z.object({
  ref: z.string({ error: '--ref REF.txt is required' }).min(1, '--ref REF.txt is required'),
  hyp: z.string({ error: '--hyp HYP.txt is required' }).min(1, '--hyp HYP.txt is required'),
  costs: z.enum(['levenshtein', 'sclite'], { error: "--costs must be 'levenshtein' or 'sclite'" }).default('levenshtein'),
  json: z.boolean().default(false),
});

export const werCommand: Command = {
  name: 'wer',
  summary: 'Word error rate of a recognised text against its reference',
  usage:
    'storykeep wer --ref REF.txt --hyp HYP.txt [--costs levenshtein|sclite] [--json]\n' +
    '  levenshtein (default) counts the fewest edits; sclite uses NIST sclite costs (substitution 4, insertion and deletion 3)\n' +
    '  insert = a recognised word not in the reference; delete = a reference word the recognition missed',
  async run(argv) {
    const args = parseCommandArgs(
      argv,
      { ref: { type: 'string' }, hyp: { type: 'string' }, costs: { type: 'string' }, json: { type: 'boolean' } },
      WerArgsSchema,
    );
    if (args instanceof Error) {
      console.error(`${args.message}\n\nUsage: ${this.usage}`);
      return 2;
    }
    const [reference, hypothesis] = await Promise.all([readTextFile(args.ref, '--ref'), readTextFile(args.hyp, '--hyp')]);
    for (const input of [reference, hypothesis]) {
      if (input instanceof Error) {
        console.error(input.message);
        return 2;
      }
    }
    const counts = wordErrorRate(reference as string, hypothesis as string, { costs: args.costs });
    const { equal, insert, replace, delete: deleted, referenceWords, wer } = counts;
    if (args.json) console.log(JSON.stringify({ equal, insert, replace, delete: deleted, referenceWords, wer }));
    else
      console.log(
        `WER ${(wer * 100).toFixed(2)}% of ${referenceWords} reference words: ${equal} equal, ${replace} replaced, ${deleted} deleted, ${insert} inserted`,
      );
    return 0;
  },
};

import { readFile } from 'node:fs/promises';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { z } from 'zod';

/** Reads a command-line text file, or explains in one line why it cannot. */
export async function readTextFile(path: string, flag: string): Promise<string | Error> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message;
    return new Error(`${flag} ${path}: ${reason}`);
  }
}

/** Parses argv with node's parser and a zod schema; an Error carries the message to print before exit code 2. */
export function parseCommandArgs<T extends z.ZodType>(argv: string[], options: ParseArgsConfig['options'], schema: T): z.infer<T> | Error {
  try {
    const { values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false });
    const parsed = schema.safeParse(values);
    return parsed.success ? parsed.data : new Error(parsed.error.issues.map((issue) => issue.message).join('\n'));
  } catch (error) {
    return new Error((error as Error).message);
  }
}

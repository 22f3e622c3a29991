import { runCli } from '../cli/commands.js';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a `storykeep` command in-process and returns its exit code with what it printed, one line per call. */
export async function runCliCapturing(argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const { log, error } = console;
  console.log = (value?: unknown) => out.push(String(value));
  console.error = (value?: unknown) => err.push(String(value));
  try {
    const code = await runCli(argv);
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
  } finally {
    console.log = log;
    console.error = error;
  }
}

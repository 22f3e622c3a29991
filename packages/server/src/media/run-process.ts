import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

/** A media tool failed; `stderr` holds the end of what it said, which names the reason. */
export class ProcessError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderr: string,
    readonly aborted = false,
  ) {
    super(aborted ? `${command} was stopped` : `${command} exited with ${exitCode}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'ProcessError';
  }
}

export interface RunOptions {
  signal?: AbortSignal | undefined;
  /** Called with each chunk of standard output instead of collecting it. */
  onStdout?: (chunk: Buffer) => void;
  /** Standard output piped here instead of collected. */
  stdoutTo?: Writable;
  cwd?: string;
}

const STDERR_KEPT = 16 * 1024;

/**
 * Runs a program with an argument array (never through a shell), collects its standard output,
 * keeps the tail of its standard error for the error message, and kills it when `signal` aborts.
 */
export function runProcess(command: string, args: string[], options: RunOptions = {}): Promise<{ stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ProcessError(command, null, '', true));
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], cwd: options.cwd });
    const out: Buffer[] = [];
    let stderr = '';
    if (options.stdoutTo) child.stdout.pipe(options.stdoutTo);
    else
      child.stdout.on('data', (chunk: Buffer) => {
        if (options.onStdout) options.onStdout(chunk);
        else out.push(chunk);
      });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-STDERR_KEPT);
    });
    let aborted = false;
    const onAbort = () => {
      aborted = true;
      child.kill('SIGKILL');
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', onAbort);
      reject(new ProcessError(command, null, error.message));
    });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (code === 0 && !aborted) resolve({ stdout: Buffer.concat(out), stderr });
      else reject(new ProcessError(command, code, stderr, aborted));
    });
  });
}

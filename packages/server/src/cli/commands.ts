import { adminCommand } from './admin.command.js';
import { alignCommand } from './align.command.js';
import type { Command } from './command.js';
import { exportCommand } from './export.command.js';
import { migrateCommand } from './migrate.command.js';
import { seedCommand } from './seed.command.js';
import { serveCommand } from './serve.command.js';
import { transcribeCommand } from './transcribe.command.js';
import { werCommand } from './wer.command.js';
import { workerCommand } from './worker.command.js';

/** Every `storykeep` sub-command, in the order `--help` lists them. */
export const commands: Command[] = [
  serveCommand,
  migrateCommand,
  seedCommand,
  adminCommand,
  workerCommand,
  transcribeCommand,
  werCommand,
  alignCommand,
  exportCommand,
];

export function helpText(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    'Usage: storykeep <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    "storykeep <command> --help shows a command's options.",
  ].join('\n');
}

/** Runs the named command and returns the process exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(helpText());
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    console.error(`Unknown command '${name}'.\n\n${helpText()}`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(`${command.summary}\n\nUsage: ${command.usage}`);
    return 0;
  }
  return command.run(rest);
}

import { createInterface } from 'node:readline';
import { lockDataFolder } from '../db/data-dir-lock.js';

// A starter for the lock tests: prints `ready`, takes the lock on the folder in argv when it reads `go` (so several
// starters try at the same moment), prints `locked` or `refused`, and holds the lock until its input ends.
const folder = process.argv[2] ?? '';
const lines = createInterface({ input: process.stdin });
console.log('ready');
lines.on('line', (line) => {
  if (line !== 'go') return;
  try {
    lockDataFolder(folder);
    console.log('locked');
  } catch (error) {
    console.log(`refused: ${(error as Error).message}`);
    process.exit(3);
  }
});
lines.on('close', () => process.exit(0));

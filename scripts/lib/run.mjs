import { spawn, spawnSync } from 'node:child_process';

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    // A stopped `npm start` must stop the server too, not leave it holding the port.
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', () => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
    });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** True when `command --version` (or the given probe) runs. */
export function works(command, args = ['--version']) {
  const result = spawnSync(command, args, { stdio: 'ignore' });
  return result.status === 0;
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function seconds(startMs) {
  return ((Date.now() - startMs) / 1000).toFixed(1);
}

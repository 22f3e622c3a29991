import { existsSync, readdirSync } from 'node:fs';
import { isRoot, run, works } from './run.mjs';

function postgresBinary(name) {
  if (!existsSync('/usr/lib/postgresql')) return false;
  return readdirSync('/usr/lib/postgresql').some((version) => existsSync(`/usr/lib/postgresql/${version}/bin/${name}`));
}

/** Debian packages the server and the tests need, each with how to tell it is there. */
export const SYSTEM_PACKAGES = {
  ffmpeg: { purpose: 'media processing', present: () => works('ffmpeg', ['-version']) && works('ffprobe', ['-version']) },
  pocketsphinx: { purpose: 'offline speech-to-text', present: () => existsSync('/usr/bin/pocketsphinx_continuous') },
  'pocketsphinx-en-us': { purpose: 'the English speech model', present: () => existsSync('/usr/share/pocketsphinx/model/en-us') },
  chromium: { purpose: 'browser tests', present: () => existsSync('/usr/bin/chromium') },
  postgresql: { purpose: 'server tests against PostgreSQL', present: () => postgresBinary('initdb') && postgresBinary('pg_ctl') },
  flite: { purpose: 'test speech and the demo recordings', present: () => existsSync('/usr/bin/flite') },
  sox: { purpose: 'test audio', present: () => works('sox', ['--version']) },
  sctk: { purpose: 'the word error rate reference (sclite)', present: () => existsSync('/usr/lib/sctk/bin/sclite') },
};

// flite speaks the demo's recordings on a first `npm start`.
export const SERVER_PACKAGES = ['ffmpeg', 'pocketsphinx', 'pocketsphinx-en-us', 'flite'];
export const TEST_PACKAGES = [...SERVER_PACKAGES, 'chromium', 'postgresql', 'sox', 'sctk'];

/**
 * Installs the missing Debian packages with apt-get when running as root; otherwise prints the
 * exact command. Resolves to the names still missing.
 */
export async function ensureSystemPackages(names) {
  const missing = names.filter((name) => !SYSTEM_PACKAGES[name].present());
  if (missing.length === 0) return [];
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (!isRoot() || !works('apt-get', ['--version'])) {
    console.error(`Missing system packages: ${missing.map((m) => `${m} (${SYSTEM_PACKAGES[m].purpose})`).join(', ')}`);
    console.error(`Install them with:\n  sudo apt-get update && sudo ${command}`);
    return missing;
  }
  console.log(`Installing system packages: ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return missing;
  await run('apt-get', ['install', '-y', '-qq', ...missing], { env });
  return missing.filter((name) => !SYSTEM_PACKAGES[name].present());
}

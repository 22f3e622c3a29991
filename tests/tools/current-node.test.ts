import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FETCHED_NODE_MAJOR, MINIMUM_NODE_MAJOR, runsOnSupportedNode } from '../../scripts/lib/current-node.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the Node that npm start and npm test run on', () => {
  it('takes Node 22 and later as they are, and fetches a current one for anything older', () => {
    expect(runsOnSupportedNode('20.20.2')).toBe(false);
    expect(runsOnSupportedNode('21.7.3')).toBe(false);
    expect(runsOnSupportedNode('22.0.0')).toBe(true);
    expect(runsOnSupportedNode('24.21.0')).toBe(true);
  });

  it('agrees with package.json engines, and fetches a line that the engines allow', () => {
    const engines = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).engines.node as string;
    expect(engines).toBe(`>=${MINIMUM_NODE_MAJOR}`);
    expect(FETCHED_NODE_MAJOR).toBeGreaterThanOrEqual(MINIMUM_NODE_MAJOR);
  });
});

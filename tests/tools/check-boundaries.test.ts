import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBoundaries, importsOf } from './check-boundaries.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
let fixture: string | undefined;

function workspace(files: Record<string, string>): string {
  fixture = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    const abs = join(fixture, path);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  return fixture;
}

afterEach(() => {
  if (fixture) rmSync(fixture, { recursive: true, force: true });
  fixture = undefined;
});

describe('boundary check', () => {
  it('holds on this repository', () => {
    expect(checkBoundaries(repoRoot)).toEqual([]);
  });

  it('fails when a core file imports react, naming the rule', () => {
    const root = workspace({ 'packages/core/src/bad.ts': "import { useState } from 'react';\nexport const x = useState;\n" });
    expect(checkBoundaries(root)).toEqual([
      { rule: 'core-no-frameworks', file: 'packages/core/src/bad.ts', line: 1, detail: "imports 'react'" },
    ]);
  });

  it('fails on Node built-ins and DOM globals in core, but allows them in core tests', () => {
    const root = workspace({
      'packages/core/src/a.ts': "import { readFileSync } from 'fs';\nexport const y = () => window.location;\n",
      'packages/core/src/a.test.ts': "import { readFileSync } from 'node:fs';\n",
    });
    expect(
      checkBoundaries(root)
        .map((v) => v.rule)
        .sort(),
    ).toEqual(['core-no-dom-globals', 'core-no-frameworks']);
  });

  it('fails when adapters import react, web imports server, or server imports adapters', () => {
    const root = workspace({
      'packages/adapters/src/a.ts': "import type { FC } from 'react';\n",
      'packages/web/src/main.tsx': "import { buildApp } from '@storykeep/server';\n",
      'packages/server/src/s.ts': "export * from '@storykeep/adapters';\n",
    });
    expect(
      checkBoundaries(root)
        .map((v) => v.rule)
        .sort(),
    ).toEqual(['adapters-no-react', 'server-no-web-or-adapters', 'web-no-server']);
  });

  it('keeps features apart and adapters at the composition root', () => {
    const root = workspace({
      'packages/web/src/features/a/page.tsx': "import { B } from '../b/page.js';\nimport { createContainer } from '@storykeep/adapters';\n",
      'packages/web/src/features/b/page.tsx': 'export const B = 1;\n',
    });
    expect(
      checkBoundaries(root)
        .map((v) => v.rule)
        .sort(),
    ).toEqual(['web-adapters-only-from-composition-root', 'web-feature-isolation']);
  });

  it('finds import cycles', () => {
    const root = workspace({
      'packages/core/src/a.ts': "import { b } from './b.js';\nexport const a = b;\n",
      'packages/core/src/b.ts': "import { a } from './a.js';\nexport const b = a;\n",
    });
    expect(checkBoundaries(root)).toMatchObject([{ rule: 'no-import-cycles' }]);
  });

  it('reads every form of import, and ignores commented ones', () => {
    const text =
      "import a from 'x1';\nimport type { B } from 'x2';\nexport * from 'x3';\nconst c = await import('x4');\nimport 'x5';\n// import z from 'no';\n/* import y from 'no2' */";
    expect(importsOf(text).map((i) => i.spec)).toEqual(['x1', 'x2', 'x3', 'x4', 'x5']);
  });
});

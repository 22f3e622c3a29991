import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Manifest, measureSignInPage, SIGN_IN_BUDGET_KB, SIGN_IN_PAGE, signInPageFiles } from './bundle-budget.mjs';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], dynamicImports: [SIGN_IN_PAGE, 'src/hub.tsx'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  [SIGN_IN_PAGE]: {
    file: 'assets/sign-in-1.js',
    isDynamicEntry: true,
    imports: ['_form-1.js', 'index.html'],
    dynamicImports: ['src/two-factor.tsx'],
  },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_react-1.js'] },
  'src/two-factor.tsx': { file: 'assets/two-factor-1.js', isDynamicEntry: true },
  'src/hub.tsx': { file: 'assets/hub-1.js', isDynamicEntry: true, imports: ['_player-1.js'] },
  '_player-1.js': { file: 'assets/player-1.js' },
};

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = undefined;
});

/** A built app in a temporary folder: the manifest above, each file `bytes` long (random, so gzip cannot shrink it). */
function builtApp(bytes: Record<string, number>): string {
  dist = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) writeFileSync(join(dist, chunk.file), randomBytes(bytes[chunk.file] ?? 100));
  return dist;
}

describe('the sign-in page bundle budget', () => {
  it('counts the entry, the sign-in chunk and their static imports, not what either loads on demand', () => {
    expect(signInPageFiles(manifest)).toEqual(['assets/form-1.js', 'assets/index-1.js', 'assets/react-1.js', 'assets/sign-in-1.js']);
  });

  it('fails when the page passes the budget, even if only through a chunk the sign-in page imports', () => {
    const over = SIGN_IN_BUDGET_KB * 1024 + 1;
    expect(measureSignInPage(builtApp({ 'assets/form-1.js': over })).withinBudget).toBe(false);
  });

  it('passes a page under budget however large the chunks loaded on demand are', () => {
    const measured = measureSignInPage(builtApp({ 'assets/hub-1.js': 500_000, 'assets/two-factor-1.js': 500_000 }));
    expect(measured.withinBudget).toBe(true);
    expect(measured.sizes.map((s) => s.file)).not.toContain('assets/hub-1.js');
  });

  it('refuses a manifest without the sign-in chunk rather than measuring nothing', () => {
    const { [SIGN_IN_PAGE]: _, ...without } = manifest;
    expect(() => signInPageFiles(without)).toThrow(/sign-in/);
  });
});

import { describe, expect, it } from 'vitest';
import { checkBoundaries, importsOf } from './check-boundaries.mjs';
import { fixtureWorkspaces, repoRoot } from './fixture-workspace.js';

const workspace = fixtureWorkspaces('boundaries-');

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

  it('keeps shared components and the shared layer below features and app', () => {
    const root = workspace({
      'packages/web/src/components/card.tsx': "import { Page } from '../features/a/page.js';\n",
      'packages/web/src/shared/use-thing.ts': "import { App } from '../app/app.js';\n",
      'packages/web/src/features/a/page.tsx': 'export const Page = 1;\n',
      'packages/web/src/app/app.tsx': 'export const App = 1;\n',
    });
    expect(checkBoundaries(root)).toEqual([
      {
        rule: 'web-shared-below-features-and-app',
        file: 'packages/web/src/components/card.tsx',
        line: 1,
        detail: "imports '../features/a/page.js'",
      },
      {
        rule: 'web-shared-below-features-and-app',
        file: 'packages/web/src/shared/use-thing.ts',
        line: 1,
        detail: "imports '../app/app.js'",
      },
    ]);
  });

  it('keeps features, their tests included, out of app/, while the harness in src/testing may compose app', () => {
    const root = workspace({
      'packages/web/src/features/a/page.tsx': "import { layout } from '../../app/layout/box.js';\nexport const Page = layout;\n",
      'packages/web/src/features/a/page.test.tsx':
        "import { renderApp } from '../../testing/harness.fixture.js';\nimport { App } from '../../app/app.js';\n",
      'packages/web/src/testing/harness.fixture.tsx': "import { App } from '../app/app.js';\nexport const renderApp = App;\n",
      'packages/web/src/app/app.tsx': "import { Page } from '../features/a/page.js';\nexport const App = Page;\n",
      'packages/web/src/app/layout/box.tsx': 'export const layout = 1;\n',
    });
    expect(checkBoundaries(root)).toEqual([
      { rule: 'web-features-no-app', file: 'packages/web/src/features/a/page.test.tsx', line: 2, detail: "imports '../../app/app.js'" },
      { rule: 'web-features-no-app', file: 'packages/web/src/features/a/page.tsx', line: 1, detail: "imports '../../app/layout/box.js'" },
    ]);
  });

  it('lets modules build on http but not http on modules, and keeps app/ on top', () => {
    const root = workspace({
      'packages/server/src/modules/clips/clip.routes.ts':
        "import { defineRoute } from '../../http/api-route.js';\nexport const r = defineRoute;\n",
      'packages/server/src/http/api-route.ts': 'export const defineRoute = 1;\n',
      'packages/server/src/http/headers.ts':
        "import { clipRoutes } from '../modules/clips/clip.routes.js';\nexport const h = clipRoutes;\n",
      'packages/server/src/app/api-routes.ts':
        "import { accountRoutes } from '../modules/accounts/account.routes.js';\nexport const all = accountRoutes;\n",
      'packages/server/src/http/app.test.ts': "import { r } from '../modules/clips/clip.routes.js';\n",
      'packages/server/src/modules/accounts/account.routes.ts': 'export const accountRoutes = 1;\n',
      'packages/server/src/modules/accounts/all.ts': "import { all } from '../../app/api-routes.js';\nexport const a = all;\n",
    });
    expect(checkBoundaries(root)).toEqual([
      {
        rule: 'server-http-no-modules',
        file: 'packages/server/src/http/headers.ts',
        line: 1,
        detail: "imports '../modules/clips/clip.routes.js'",
      },
      {
        rule: 'server-app-on-top',
        file: 'packages/server/src/modules/accounts/all.ts',
        line: 1,
        detail: "imports '../../app/api-routes.js'",
      },
    ]);
  });

  it('lets only the configuration and the test harness read the server environment', () => {
    const root = workspace({
      'packages/server/src/config.ts': 'export const loadConfig = (env = process.env) => env;\n',
      'packages/server/src/config-speech.ts': "export const off = (env = process.env) => env['SPEECH_TO_TEXT'] === 'none';\n",
      'packages/server/src/testing/kit.ts': 'export const env = { ...process.env };\n',
      'packages/server/src/app/build.test.ts': 'export const port = process.env.PORT;\n',
      'packages/server/src/stt/factory.ts':
        '// process.env.DEEPGRAM_API_KEY, as configured\nexport const key = (e = process.env) => e.DEEPGRAM_API_KEY;\n',
      'packages/server/src/seed/guard.ts': "export const allowed = process['env'].STORYKEEP_ALLOW_DEMO;\n",
      'packages/server/src/cli/user.ts':
        "import { env } from 'node:process';\nconst { env: e } = process;\nexport const who = env.USER ?? e?.LOGNAME;\n",
      'packages/core/src/flag.ts': 'export const flag = 1;\n',
    });
    expect(checkBoundaries(root)).toEqual([
      {
        rule: 'server-env-only-in-config',
        file: 'packages/server/src/cli/user.ts',
        line: 1,
        detail: "reads 'import { env } from 'node:process''",
      },
      { rule: 'server-env-only-in-config', file: 'packages/server/src/cli/user.ts', line: 2, detail: "reads '{ env: e } = process'" },
      { rule: 'server-env-only-in-config', file: 'packages/server/src/seed/guard.ts', line: 1, detail: "reads 'process['env']'" },
      { rule: 'server-env-only-in-config', file: 'packages/server/src/stt/factory.ts', line: 2, detail: "reads 'process.env'" },
    ]);
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

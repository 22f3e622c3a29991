import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';
import { fixtureWorkspaces, repoRoot } from './fixture-workspace.js';

const workspace = fixtureWorkspaces('server-layers-');
const config = createRequire(import.meta.url)(join(repoRoot, '.dependency-cruiser.cjs')) as IConfiguration;

/** The folders `npm run layers` cruises, read from its script so this test and the script cannot drift apart. */
function layerFolders(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [, ...args] = (scripts.layers ?? '').split(' ');
  return args.filter((arg, i) => !arg.startsWith('-') && !args[i - 1]?.startsWith('--config'));
}

/** The rules the cruise of `root` breaks, as `rule: from → to`, sorted. */
async function violations(root: string, folders: string[]): Promise<string[]> {
  const { output } = await cruise(folders, {
    ...config.options,
    ruleSet: { forbidden: config.forbidden ?? [] },
    validate: true,
    baseDir: root,
  });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

const server = 'packages/server/src';

describe('server layers (dependency-cruiser)', () => {
  it('holds on this repository', async () => {
    const folders = layerFolders();
    expect(folders).toContain(server);
    expect(await violations(repoRoot, folders)).toEqual([]);
  }, 60_000);

  it('reports each rule a fixture breaks, and leaves the composition root, the command line and tests alone', async () => {
    const root = workspace({
      // Infrastructure reaching into a use case, and the app context.
      [`${server}/db/schema.ts`]: "import { story } from '../modules/stories/story.js';\nexport const schema = story;\n",
      [`${server}/storage/store.ts`]: "import type { AppContext } from '../context/app-context.js';\nexport type Store = AppContext;\n",
      // The context reaching up into http.
      [`${server}/context/app-context.ts`]: "import type { Actor } from '../http/actor.js';\nexport type AppContext = Actor;\n",
      [`${server}/http/actor.ts`]: 'export type Actor = { id: string };\n',
      // A use case importing the composition root.
      [`${server}/modules/stories/story.ts`]: "import { buildApp } from '../../app/build-app.js';\nexport const story = buildApp;\n",
      [`${server}/app/build-app.ts`]: 'export const buildApp = 1;\n',
      // A cycle between two infrastructure folders.
      [`${server}/jobs/queue.ts`]: "import { search } from '../search/engine.js';\nexport const queue = search;\n",
      [`${server}/search/engine.ts`]: "import { queue } from '../jobs/queue.js';\nexport const search = () => queue;\n",
      // Allowed: the command line composes the app; a test may import anything.
      [`${server}/cli/serve.ts`]: "import { buildApp } from '../app/build-app.js';\nexport const serve = buildApp;\n",
      [`${server}/mail/smtp.test.ts`]: "import { buildApp } from '../app/build-app.js';\nexport const t = buildApp;\n",
      // Core's port importing a machine.
      'packages/core/src/ports/upload.port.ts':
        "import type { Upload } from '../machines/upload.machine.js';\nexport type Port = Upload;\n",
      'packages/core/src/machines/upload.machine.ts': 'export type Upload = { id: string };\n',
    });
    expect(await violations(root, [server, 'packages/core/src/ports', 'packages/core/src/machines'])).toEqual([
      'core-ports-not-machines: packages/core/src/ports/upload.port.ts → packages/core/src/machines/upload.machine.ts',
      `server-app-only-from-composers: ${server}/modules/stories/story.ts → ${server}/app/build-app.ts`,
      `server-context-below-http-and-modules: ${server}/context/app-context.ts → ${server}/http/actor.ts`,
      `server-low-layers-not-context: ${server}/storage/store.ts → ${server}/context/app-context.ts`,
      `server-low-layers-not-modules: ${server}/db/schema.ts → ${server}/modules/stories/story.ts`,
      `server-no-folder-cycles: ${server}/jobs → ${server}/search`,
      `server-no-folder-cycles: ${server}/search → ${server}/jobs`,
    ]);
  }, 30_000);
});

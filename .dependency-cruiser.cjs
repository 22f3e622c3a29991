// The server's layers (docs/architecture.md, "The server's layers"), checked by `npm run layers` and on every `npm test`.
// From the bottom: the infrastructure folders, then the context every use case gets, then modules/ (the use cases),
// then app/ (the composition root), which only the command line, the package's entry and the tests may import.
// Tests and the test harness (testing/) build whole apps, so they stand outside the layers and are not cruised.

const SERVER = '^packages/server/src/';
/** Infrastructure: the HTTP plumbing, the generic job queue, search, the database, storage, mail, media, speech, the ports. */
const LOW = `${SERVER}(http|jobs|search|db|storage|mail|media|stt|ports)/`;
const CONTEXT = `${SERVER}context/`;
const MODULES = `${SERVER}modules/`;
const APP = `${SERVER}app/`;
/** Who may import the composition root. */
const COMPOSERS = `${SERVER}(app/|cli/|cli\\.ts$|index\\.ts$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'server-low-layers-not-modules',
      comment: 'Infrastructure serves the use cases and never reaches into them: move the type it needs down, or invert.',
      severity: 'error',
      from: { path: LOW },
      to: { path: MODULES },
    },
    {
      name: 'server-low-layers-not-context',
      comment: 'Infrastructure works without the app context (which carries http-facing caches and use-case hooks).',
      severity: 'error',
      from: { path: `${SERVER}(jobs|search|db|storage|mail|media|stt|ports)/` },
      to: { path: CONTEXT },
    },
    {
      name: 'server-context-below-http-and-modules',
      comment: 'The context is what http and the modules share, so it imports neither of them (nor the composition root).',
      severity: 'error',
      from: { path: CONTEXT },
      to: { path: `${SERVER}(http|modules|app)/` },
    },
    {
      name: 'server-app-only-from-composers',
      comment: 'app/ composes everything; only the command line, index.ts and tests may import it.',
      severity: 'error',
      from: { path: SERVER, pathNot: COMPOSERS },
      to: { path: APP },
    },
    {
      name: 'server-no-folder-cycles',
      comment:
        "The server's folders depend one way: a cycle through one of them means a layer imports one above it. The " +
        "modules' own folders (modules/stories, modules/upload...) are one layer and may call each other.",
      severity: 'error',
      scope: 'folder',
      // Folder rules take `path` only (no `pathNot`), hence the look-ahead.
      from: { path: `${SERVER}(?!modules/[^/]+$)` },
      to: { path: SERVER, circular: true },
    },
    {
      name: 'core-ports-not-machines',
      comment: "Core's ports describe what the machines need; they never import the machines.",
      severity: 'error',
      from: { path: '^packages/core/src/ports/' },
      to: { path: '^packages/core/src/machines/' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript compiler API for dependency-cruiser to call; swc parses TypeScript as well.
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.test\\.tsx?$', '^packages/server/src/testing/', '\\.fixture\\.ts$', '/dist/'] },
    moduleSystems: ['es6'],
  },
};

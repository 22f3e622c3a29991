#!/usr/bin/env node
// The dependency rules of docs/architecture.md, checked on every `npm test` rather than by goodwill.
// Plain Node with no dependencies, so it runs before anything is built and cannot drift with a tool's version.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$/;
const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const CORE_FORBIDDEN = [
  /^react(-dom)?(\/|$)/,
  /^inversify$/,
  /^idb$/,
  /^graphql-ws(\/|$)/,
  /^@opentok\/client$/,
  /^@fluentui\//,
  /^@xstate\/react$/,
  /^node:/,
];
const REACT = [/^react(-dom)?(\/|$)/, /^@fluentui\//, /^@xstate\/react$/];
const DOM_GLOBAL = /(?<![.\w$])(window|document|localStorage|sessionStorage|indexedDB|navigator)\s*[.[]|(?<![.\w$])fetch\s*\(/;
/**
 * Reading the server's environment: `process.env` (or `process['env']`), `env` taken from the process module or
 * destructured from `process`. Only the configuration reads it (docs/configuration.md).
 */
const ENV_READ =
  /(?<![.\w$])process\s*(?:\??\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\bimport\s*\{[^}]*\benv\b[^}]*\}\s*from\s*['"](?:node:)?process['"]|\{[^}]*\benv\b[^}]*\}\s*=\s*(?:globalThis\.)?process\b/g;
/** The configuration (config.ts and its config-*.ts siblings) and the test harness may read the environment. */
const SERVER_CONFIG = /^src\/(config(-[a-z0-9-]+)?\.ts|testing\/)/;

/** The rules: each names what it forbids, so a failure says which boundary was crossed. */
export const rules = [
  {
    name: 'core-no-frameworks',
    applies: (f) => f.pkg === 'core' && !f.test,
    forbids: (spec) => CORE_FORBIDDEN.some((r) => r.test(spec)) || NODE_BUILTINS.has(spec),
  },
  { name: 'core-no-other-packages', applies: (f) => f.pkg === 'core', forbids: (spec) => spec.startsWith('@storykeep/') },
  { name: 'adapters-no-react', applies: (f) => f.pkg === 'adapters', forbids: (spec) => REACT.some((r) => r.test(spec)) },
  {
    name: 'adapters-no-server-or-web',
    applies: (f) => f.pkg === 'adapters',
    forbids: (spec) => /^@storykeep\/(server|web)(\/|$)/.test(spec),
  },
  {
    name: 'web-no-server',
    applies: (f) => f.pkg === 'web',
    forbids: (spec, f) => /^@storykeep\/server(\/|$)/.test(spec) || reaches(f, spec, 'server'),
  },
  {
    name: 'web-adapters-only-from-composition-root',
    // The composition root is two files: what the first page needs, and the container it loads on demand.
    applies: (f) =>
      f.pkg === 'web' && !f.test && !/^src\/(main\.tsx|app\/(composition-root|early-start|service-container)\.tsx?)$/.test(f.inPackage),
    forbids: (spec) => /^@storykeep\/adapters(\/|$)/.test(spec),
  },
  {
    name: 'web-feature-isolation',
    applies: (f) => f.pkg === 'web' && f.inPackage.startsWith('src/features/'),
    forbids: (spec, f) => otherFeature(f, spec),
  },
  {
    // Shared presentational components and the thin shared layer sit below features and app.
    name: 'web-shared-below-features-and-app',
    applies: (f) => f.pkg === 'web' && /^src\/(components|shared)\//.test(f.inPackage),
    forbids: (spec, f) => reachesArea(f, spec, 'features') || reachesArea(f, spec, 'app'),
  },
  {
    // app/ composes features, so a feature (its tests too) never reaches back into app/; tests take
    // their harness from src/testing.
    name: 'web-features-no-app',
    applies: (f) => f.pkg === 'web' && f.inPackage.startsWith('src/features/'),
    forbids: (spec, f) => reachesArea(f, spec, 'app'),
  },
  {
    // modules/ hold the use cases and their routes and build on http/'s errors, actor and route
    // definition; http/ must not depend on them in turn. The composition (app/) sits above both.
    name: 'server-http-no-modules',
    applies: (f) => f.pkg === 'server' && f.inPackage.startsWith('src/http/') && !f.test,
    forbids: (spec, f) => reachesArea(f, spec, 'modules'),
  },
  {
    // app/ builds the context and lists every route; only the entry points (the CLI, index.ts) and the test
    // harness stand above it.
    name: 'server-app-on-top',
    applies: (f) => f.pkg === 'server' && !f.test && !/^src\/(app\/|testing\/|cli\/|cli\.ts$|index\.ts$)/.test(f.inPackage),
    forbids: (spec, f) => reachesArea(f, spec, 'app'),
  },
  {
    name: 'server-no-web-or-adapters',
    applies: (f) => f.pkg === 'server',
    forbids: (spec, f) => /^@storykeep\/(web|adapters)(\/|$)/.test(spec) || reaches(f, spec, 'web') || reaches(f, spec, 'adapters'),
  },
];

function reaches(file, spec, pkg) {
  if (!spec.startsWith('.')) return false;
  const target = resolve(dirname(file.abs), spec);
  return target.includes(`${sep}packages${sep}${pkg}${sep}`);
}

/** Whether a relative import lands in `src/<area>/` of the importing file's own package. */
function reachesArea(file, spec, area) {
  if (!spec.startsWith('.')) return false;
  const target = relative(file.pkgRoot, resolve(dirname(file.abs), spec)).split(sep);
  return target[0] === 'src' && target[1] === area;
}

function otherFeature(file, spec) {
  if (!spec.startsWith('.')) return false;
  const own = file.inPackage.split('/')[2];
  const target = relative(file.pkgRoot, resolve(dirname(file.abs), spec)).split(sep);
  return target[0] === 'src' && target[1] === 'features' && target[2] !== undefined && target[2] !== own;
}

function walk(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    if (name === 'node_modules' || name === 'dist' || name === 'dist-types' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a source file imports, with the line each stands on. */
export function importsOf(text) {
  const code = stripComments(text);
  const found = [];
  for (const match of code.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    const line = code.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
    found.push({ spec, line });
  }
  return found;
}

function resolveRelative(from, spec, known) {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(js|mjs|jsx)$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.mts`,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

function findCycles(graph) {
  // Tarjan's strongly connected components: any component of more than one file is an import cycle.
  let index = 0;
  const stack = [];
  const meta = new Map();
  const cycles = [];
  const visit = (node) => {
    meta.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).onStack) {
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
      }
    }
    if (meta.get(node).low === meta.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
    }
  };
  for (const node of graph.keys()) if (!meta.has(node)) visit(node);
  return cycles;
}

/** Checks every package under `root/packages`; returns the violations, each with its rule's name. */
export function checkBoundaries(root) {
  const violations = [];
  const files = [];
  for (const pkg of readdirSync(join(root, 'packages'))) {
    const pkgRoot = join(root, 'packages', pkg);
    for (const abs of walk(join(pkgRoot, 'src'))) {
      const inPackage = relative(pkgRoot, abs).split(sep).join('/');
      files.push({ abs, pkg, pkgRoot, inPackage, test: TEST.test(abs), rel: relative(root, abs).split(sep).join('/') });
    }
  }
  const known = new Set(files.map((f) => f.abs));
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file.abs, 'utf8');
    const edges = [];
    for (const { spec, line } of importsOf(text)) {
      for (const rule of rules) {
        if (rule.applies(file) && rule.forbids(spec, file))
          violations.push({ rule: rule.name, file: file.rel, line, detail: `imports '${spec}'` });
      }
      if (spec.startsWith('.')) {
        const target = resolveRelative(file.abs, spec, known);
        if (target) edges.push(target);
      }
    }
    graph.set(file.abs, edges);
    if (file.pkg === 'server' && !file.test && !SERVER_CONFIG.test(file.inPackage)) {
      const code = stripComments(text);
      for (const read of code.matchAll(ENV_READ)) {
        const line = code.slice(0, read.index).split('\n').length;
        violations.push({ rule: 'server-env-only-in-config', file: file.rel, line, detail: `reads '${read[0].replace(/\s+/g, ' ')}'` });
      }
    }
    if (file.pkg === 'core' && !file.test) {
      stripComments(text)
        .split('\n')
        .forEach((lineText, i) => {
          const global = lineText.match(DOM_GLOBAL);
          if (global) violations.push({ rule: 'core-no-dom-globals', file: file.rel, line: i + 1, detail: `uses '${global[0].trim()}'` });
        });
    }
  }
  for (const cycle of findCycles(graph)) {
    const names = cycle.map((abs) => relative(root, abs).split(sep).join('/')).sort();
    violations.push({ rule: 'no-import-cycles', file: names[0], line: 1, detail: `cycle through ${names.join(' → ')}` });
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
  const violations = checkBoundaries(root);
  for (const v of violations) console.error(`✗ ${v.rule}: ${v.file}:${v.line} ${v.detail}`);
  if (violations.length > 0) {
    console.error(`\n${violations.length} boundary violation(s); the rules are in docs/architecture.md.`);
    process.exit(1);
  }
  console.log(
    "Boundaries hold: core, adapters, web and server import only what docs/architecture.md allows, with no cycles; only the configuration reads the server's environment.",
  );
}

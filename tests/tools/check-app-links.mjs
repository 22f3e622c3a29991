#!/usr/bin/env node
// Every link to a page of the web app comes from core's route table: `pathTo` in the web app, `appUrl` in the server.
// This finds the string and template literals in source code that spell an app page's path by hand, so a renamed
// route or a changed PUBLIC_URL cannot leave a link that goes nowhere. Comments are not code and are not read.
// Run alone: node --conditions=@storykeep/source --import tsx tests/tools/check-app-links.mjs
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx)$/;
// Tests and test data may spell paths: they check what the code builds.
const NOT_CHECKED = /\.(test|spec|fixture)\.(ts|tsx)$|\.d\.ts$/;
const HOLE = '\u0000';

/** Where each package keeps its source, and which folders of it are test code. */
const PACKAGES = [
  { pkg: 'server', dir: 'packages/server/src', testDirs: ['testing/'] },
  { pkg: 'web', dir: 'packages/web/src', testDirs: ['testing/'] },
];

/**
 * The code before a literal that makes it an API path rather than a page: a route declaration's `url:`, the path
 * argument of a router or HTTP client method (`app.get('/health'…)`, `api.post('/graphql'…)`), or of a client's call
 * with its method first (`api.call<T>('GET', '/galleries')`; the code before a literal holds each earlier literal as
 * `0`).
 */
const API_CONTEXT = /(\burl\s*:|\.(get|post|put|patch|delete|head|all|route|inject)\s*\(\s*|\.call\s*(<[^()]*>)?\s*\(\s*0\s*,\s*)\s*$/;

function walk(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const REGEX_MAY_FOLLOW = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', '+', '-', '*', '%', '~', '^']);

/**
 * The string and template literals of a source text, comments and regular expressions skipped, each with its line,
 * the code just before it, and a template's `${…}` holes as one NUL character.
 */
export function literalsOf(text) {
  const found = [];
  let code = '';
  let line = 1;
  let i = 0;
  const lastCodeChar = () => code.trimEnd().slice(-1);
  const readQuoted = (quote) => {
    const start = line;
    const opening = i;
    let value = '';
    i += 1;
    while (i < text.length && text[i] !== quote) {
      if (text[i] === '\\') {
        value += text[i + 1] ?? '';
        i += 2;
        continue;
      }
      // A quote or double quote string ends on its line: this one was an apostrophe in JSX text, not a string. (An
      // apostrophe followed by a quote on the same line of JSX text still reads as a string: a known limit.)
      if (text[i] === '\n' && quote !== '`') {
        i = opening + 1;
        code += quote;
        return;
      }
      if (text[i] === '\n') line += 1;
      if (quote === '`' && text[i] === '$' && text[i + 1] === '{') {
        let depth = 1;
        i += 2;
        while (i < text.length && depth > 0) {
          if (text[i] === '{') depth += 1;
          else if (text[i] === '}') depth -= 1;
          else if (text[i] === '\n') line += 1;
          i += 1;
        }
        value += HOLE;
        continue;
      }
      value += text[i];
      i += 1;
    }
    i += 1;
    found.push({ value, line: start, before: code.slice(-80) });
    code += ' 0 ';
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '\n') {
      line += 1;
      code += c;
      i += 1;
    } else if (c === '/' && next === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      for (const ch of text.slice(i, stop)) if (ch === '\n') line += 1;
      i = stop;
    } else if (c === '/' && (REGEX_MAY_FOLLOW.has(lastCodeChar()) || /\breturn\s*$/.test(code))) {
      // A regular expression: skip to its closing slash (outside a character class).
      let inClass = false;
      i += 1;
      while (i < text.length && text[i] !== '\n') {
        if (text[i] === '\\') i += 1;
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        else if (text[i] === '/' && !inClass) break;
        i += 1;
      }
      if (text[i] === '/') i += 1;
      code += ' /re/ ';
    } else if (c === "'" || c === '"' || c === '`') {
      readQuoted(c);
    } else {
      code += c;
      i += 1;
    }
  }
  return found;
}

/**
 * The route table's paths as segment lists, the most specific first (`/projects/select_cloud_files` before
 * `/projects/:projectId`); the catch-all and the home page, "/", are left out: too common to tell.
 */
function routePatterns(routes) {
  const fixed = (segments) => segments.filter((part) => !part.startsWith(':')).length;
  return routes
    .filter((route) => route.path !== '*' && route.path !== '/')
    .map((route) => ({ id: route.id, segments: route.path.split('/').slice(1) }))
    .sort((a, b) => fixed(b.segments) - fixed(a.segments));
}

/** The app route a literal spells, if any: a leading hole (an address) is dropped, then the path before `?` or `#`. */
export function appRouteOf(value, routes) {
  const path = value.startsWith(HOLE) ? value.slice(1) : value;
  if (!path.startsWith('/') || path.startsWith('/api/') || path.startsWith('//')) return undefined;
  const segments = path.split(/[?#]/)[0].split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  if (segments.length === 0) return undefined;
  const match = routePatterns(routes).find(
    (pattern) =>
      pattern.segments.length === segments.length &&
      pattern.segments.every((part, k) => {
        const actual = segments[k];
        if (part.startsWith(':')) return actual.length > 0;
        return actual === part;
      }),
  );
  return match?.id;
}

/** Every hand-written app path in the server's and the web app's source under `root`, with the route it spells. */
export function checkAppLinks(root, routes, packages = PACKAGES.map((p) => p.pkg)) {
  const violations = [];
  for (const { pkg, dir, testDirs } of PACKAGES.filter((p) => packages.includes(p.pkg))) {
    const base = join(root, dir);
    for (const file of walk(base)) {
      const inPackage = relative(base, file).split(sep).join('/');
      if (!SOURCE.test(file) || NOT_CHECKED.test(file) || testDirs.some((d) => inPackage.startsWith(d))) continue;
      for (const literal of literalsOf(readFileSync(file, 'utf8'))) {
        // An address followed by a path (`${base}/ticket/…`) is a link wherever it stands; a bare path may be an API's.
        if (!literal.value.startsWith(HOLE) && API_CONTEXT.test(literal.before)) continue;
        const route = appRouteOf(literal.value, routes);
        if (!route) continue;
        const helper = pkg === 'server' ? 'appUrl' : 'pathTo';
        violations.push({
          rule: `${pkg}-app-links-from-routes`,
          file: relative(root, file).split(sep).join('/'),
          line: literal.line,
          // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the check reads, not a template
          detail: `'${literal.value.replaceAll(HOLE, '${…}')}' is the '${route}' route written by hand; use ${helper}('${route}', …)`,
        });
      }
    }
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const { ROUTES } = await import('@storykeep/core');
  const violations = checkAppLinks(root, ROUTES);
  for (const v of violations) console.error(`${v.rule}: ${v.file}:${v.line} ${v.detail}`);
  if (violations.length > 0) process.exit(1);
  console.log('App links hold: no page of the route table is spelled by hand in the server or the web app.');
}

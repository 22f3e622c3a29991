#!/usr/bin/env node
// Every text the web app shows belongs in core's message catalogue (packages/core/src/messages), so this check counts
// the literal UI strings still written in the web's components. It is a ratchet: ui-strings-baseline.json holds each
// file's count when the check came in; a file may only go down, a new file starts at 0, and `--update` records the
// lower counts but refuses to raise one. When every count reaches 0 the baseline is empty.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from '@swc/core';

/** The JSX attributes whose value is read or heard by the user (HTML's, ARIA's and Fluent UI's text slots). */
export const TEXT_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'aria-description',
  'content',
  'header',
  'validationMessage',
  'hint',
]);

const WEB_SOURCE = join('packages', 'web', 'src');
const BASELINE = join('tests', 'tools', 'ui-strings-baseline.json');
/** Test code is not shown to users: tests, stories, fixtures and the web's test harness. */
const TEST_CODE = /\.(test|spec|fixture|stories)\.tsx$|(^|\/)testing\//;
const LOGICAL = new Set(['&&', '||', '??']);

/**
 * Whether a literal reads as text to a user. Not text: no letter at all, a URL or path, or an identifier-shaped
 * token (a class name, id, test id or role written kebab-, snake- or dot-case).
 */
export function isUiText(text) {
  const trimmed = text.trim();
  if (!/\p{L}/u.test(trimmed)) return false;
  if (/^(https?:|mailto:|tel:|\/|#)/.test(trimmed)) return false;
  if (/^[a-z0-9]+([-_.:][a-z0-9]+)+$/.test(trimmed)) return false;
  return true;
}

/** The literal UI strings of one .tsx source, each with its 1-based line, in source order. */
export function uiStringsIn(code) {
  const ast = parseSync(code, { syntax: 'typescript', tsx: true });
  const bytes = Buffer.from(code, 'utf8');
  // swc's spans are 1-based byte offsets from the start of the module's source.
  const base = 1;
  const lineAt = (byteOffset) => {
    let line = 1;
    for (let i = 0; i < byteOffset && i < bytes.length; i++) if (bytes[i] === 10) line++;
    return line;
  };
  const found = [];
  const add = (text, byteOffset) => {
    if (isUiText(text)) found.push({ byteOffset, text: text.trim().replace(/\s+/g, ' ') });
  };
  /**
   * A literal as a JSX child or text attribute: a string, a template (with values, its words between them, values
   * shown as `…`: `Page ${n}` is a text written in the component as much as `Page` is), or a branch that answers one.
   */
  const textExpression = (expr) => {
    if (!expr) return;
    if (expr.type === 'StringLiteral') add(expr.value, expr.span.start - base);
    else if (expr.type === 'TemplateLiteral') add(expr.quasis.map((q) => q.cooked ?? q.raw).join('…'), expr.span.start - base);
    else if (expr.type === 'ConditionalExpression') {
      textExpression(expr.consequent);
      textExpression(expr.alternate);
    } else if (expr.type === 'ParenthesisExpression') textExpression(expr.expression);
    else if (expr.type === 'BinaryExpression' && LOGICAL.has(expr.operator)) textExpression(expr.right);
  };
  const visit = (node) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    if (node.type === 'JSXText') {
      const leading = node.raw.length - node.raw.trimStart().length;
      add(node.value, node.span.start - base + leading);
    } else if (node.type === 'JSXAttribute' && TEXT_ATTRIBUTES.has(attributeName(node))) {
      if (node.value?.type === 'JSXExpressionContainer') textExpression(node.value.expression);
      else textExpression(node.value);
    } else if ((node.type === 'JSXElement' || node.type === 'JSXFragment') && Array.isArray(node.children)) {
      for (const child of node.children) if (child.type === 'JSXExpressionContainer') textExpression(child.expression);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'span' && value && typeof value === 'object') visit(value);
  };
  visit(ast.body);
  return found.sort((a, b) => a.byteOffset - b.byteOffset).map(({ byteOffset, text }) => ({ line: lineAt(byteOffset), text }));
}

function attributeName(attribute) {
  const name = attribute.name;
  if (name.type === 'Identifier') return name.value;
  return `${name.namespace?.value}:${name.name?.value}`;
}

/**
 * Compares what was found (file → its strings) with the baseline (file → count): a file above its count fails,
 * naming each of its strings. Answers the failures, the total left and the baseline as it stands now.
 */
export function compareWithBaseline(found, baseline) {
  const failures = [];
  const counts = {};
  let total = 0;
  for (const file of Object.keys(found).sort()) {
    const strings = found[file];
    total += strings.length;
    if (strings.length > 0) counts[file] = strings.length;
    const allowed = baseline[file] ?? 0;
    if (strings.length > allowed) failures.push({ file, allowed, strings });
  }
  return { failures, total, counts };
}

/** The literal UI strings of every non-test .tsx under the web's src, by repository-relative path. */
export function collectUiStrings(root) {
  const found = {};
  const webSource = join(root, WEB_SOURCE);
  for (const abs of walk(webSource)) {
    const rel = relative(root, abs).split(sep).join('/');
    if (TEST_CODE.test(relative(webSource, abs).split(sep).join('/'))) continue;
    found[rel] = uiStringsIn(readFileSync(abs, 'utf8'));
  }
  return found;
}

function* walk(dir) {
  for (const name of readdirSync(dir).sort()) {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) yield* walk(abs);
    else if (name.endsWith('.tsx')) yield abs;
  }
}

function readBaseline(root) {
  try {
    return JSON.parse(readFileSync(join(root, BASELINE), 'utf8'));
  } catch {
    return {};
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const update = process.argv.includes('--update');
  const rootArgument = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const root = resolve(rootArgument ?? join(dirname(fileURLToPath(import.meta.url)), '..', '..'));
  const baseline = readBaseline(root);
  const { failures, total, counts } = compareWithBaseline(collectUiStrings(root), baseline);
  for (const failure of failures) {
    console.error(`✗ ${failure.file}: ${failure.strings.length} literal UI string(s), at most ${failure.allowed} allowed`);
    for (const s of failure.strings) console.error(`    ${failure.file}:${s.line} ${JSON.stringify(s.text)}`);
  }
  if (failures.length > 0) {
    console.error(
      `\nA UI text belongs in core's message catalogue (packages/core/src/messages), not in the component; ${total} literal UI string(s) left.`,
    );
    process.exit(1);
  }
  if (update) {
    writeFileSync(join(root, BASELINE), `${JSON.stringify(counts, null, 2)}\n`);
    const before = Object.values(baseline).reduce((sum, n) => sum + n, 0);
    console.log(`Baseline updated: ${before} → ${total} literal UI string(s).`);
  } else {
    console.log(`UI strings: no file has more literal UI strings than its baseline; ${total} left to move to the catalogue.`);
  }
}

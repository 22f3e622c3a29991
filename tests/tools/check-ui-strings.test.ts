import { describe, expect, it } from 'vitest';
import { collectUiStrings, compareWithBaseline, uiStringsIn } from './check-ui-strings.mjs';
import { fixtureWorkspaces } from './fixture-workspace.js';

const workspace = fixtureWorkspaces('ui-strings-');
const texts = (code: string) => uiStringsIn(code).map((s) => s.text);

describe('UI strings check', () => {
  it('counts a literal JSX text, with its line', () => {
    expect(uiStringsIn("import x from 'y';\nexport const A = () => (\n  <Subtitle2>\n    Participants\n  </Subtitle2>\n);\n")).toEqual([
      { line: 4, text: 'Participants' },
    ]);
  });

  it('does not count a catalogue reference', () => {
    expect(texts('export const A = () => <Subtitle2>{callLabels.participantsHeading}</Subtitle2>;')).toEqual([]);
    expect(texts('export const A = () => <Field label={callLabels.title} />;')).toEqual([]);
  });

  it('counts a text attribute but not a class name, id or test id', () => {
    expect(
      texts(
        'export const A = () => <Input label="Title" placeholder={`Search`} className="title-row" id="title" data-testid="Title input" />;',
      ),
    ).toEqual(['Title', 'Search']);
  });

  it('counts the literal branches of a conditional child or attribute, and a literal expression child', () => {
    expect(texts("export const A = () => <B aria-label={open ? 'Close menu' : label}>{host ? 'Host' : 'Guest'}{'Name'}</B>;")).toEqual([
      'Close menu',
      'Host',
      'Guest',
      'Name',
    ]);
  });

  it('counts a template with values by its words, but not one of values and punctuation only', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture is component source holding template literals.
    const source = 'export const A = () => <B title={`Sign in as ${name}`}>{`${n} clips`}{`${a} · ${b}`}</B>;';
    expect(texts(source)).toEqual(['Sign in as …', '… clips']);
  });

  it('ignores texts without letters, URLs and identifier-shaped values', () => {
    expect(texts('export const A = () => <a title="/help" alt="story-cover">{" · "} — 42 </a>;')).toEqual([]);
  });

  it('fails a file above its baseline and a new file above 0, and records the lower counts', () => {
    const found = {
      'a.tsx': [{ line: 1, text: 'Title' }],
      'b.tsx': [
        { line: 1, text: 'One' },
        { line: 2, text: 'Two' },
      ],
      'c.tsx': [{ line: 3, text: 'New' }],
    };
    const result = compareWithBaseline(found, { 'a.tsx': 3, 'b.tsx': 1 });
    expect(result.failures.map((f) => [f.file, f.allowed, f.strings.length])).toEqual([
      ['b.tsx', 1, 2],
      ['c.tsx', 0, 1],
    ]);
    expect(result.total).toBe(4);
    expect(result.counts).toEqual({ 'a.tsx': 1, 'b.tsx': 2, 'c.tsx': 1 });
    expect(compareWithBaseline({ 'a.tsx': [] }, { 'a.tsx': 2 })).toEqual({ failures: [], total: 0, counts: {} });
  });

  it('reads the web sources but skips tests, fixtures and the test harness', () => {
    const root = workspace({
      'packages/web/src/features/a/page.tsx': 'export const P = () => <h1>Welcome</h1>;\n',
      'packages/web/src/features/a/page.test.tsx': 'export const T = () => <h1>Test</h1>;\n',
      'packages/web/src/features/a/data.fixture.tsx': 'export const F = () => <h1>Fixture</h1>;\n',
      'packages/web/src/testing/harness.tsx': 'export const H = () => <h1>Harness</h1>;\n',
    });
    expect(collectUiStrings(root)).toEqual({ 'packages/web/src/features/a/page.tsx': [{ line: 1, text: 'Welcome' }] });
  });
});

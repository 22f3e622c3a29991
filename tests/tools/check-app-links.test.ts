import { ROUTES } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { checkAppLinks, literalsOf } from './check-app-links.mjs';
import { fixtureWorkspaces, repoRoot } from './fixture-workspace.js';

const workspace = fixtureWorkspaces('app-links-');

const serverLinks = (files: Record<string, string>) =>
  checkAppLinks(workspace(files), ROUTES, ['server']).map((v) => `${v.file}:${v.line} ${v.rule} ${v.detail.split(' is ')[1]}`);

describe('app link check', () => {
  it('holds on the server: every link it writes comes from appUrl', () => {
    expect(checkAppLinks(repoRoot, ROUTES, ['server'])).toEqual([]);
  });

  it('holds on the web app: every link it makes comes from pathTo', () => {
    expect(checkAppLinks(repoRoot, ROUTES, ['web'])).toEqual([]);
  });

  it('fails on a link, a navigation or a redirect to an app page built by hand in the web app', () => {
    const root = workspace({
      'packages/web/src/features/x/x-page.tsx': [
        'export const A = () => <AppLink to="/login">Sign in</AppLink>;',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the check reads, not a template
        'export const go = (navigate: (to: string) => void, id: string) => navigate(`/remixes/${id}`);',
        "export const B = () => <Navigate to={'/ticketUsed'} replace />;",
        "export const C = () => <Link to={pathTo('login')}>ok</Link>;",
      ].join('\n'),
      'packages/web/src/features/x/x-page.test.tsx': "navigate('/login');\n",
    });
    expect(checkAppLinks(root, ROUTES, ['web']).map((v) => `${v.line} ${v.rule} ${v.detail.split(' is ')[1]}`)).toEqual([
      "1 web-app-links-from-routes the 'login' route written by hand; use pathTo('login', …)",
      "2 web-app-links-from-routes the 'remix' route written by hand; use pathTo('remix', …)",
      "3 web-app-links-from-routes the 'ticketUsed' route written by hand; use pathTo('ticketUsed', …)",
    ]);
  });

  it('fails on an app page written by hand after the public address, naming the route', () => {
    const base = 'packages/server/src/modules/x';
    expect(
      serverLinks({
        [`${base}/mail.ts`]: [
          // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the check reads, not a template
          'export const ticketLink = (c: { publicUrl: string }, t: string) => `${c.publicUrl}/ticket/${t}`;',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the check reads, not a template
          "export const share = (base: string, key: string) => ({ url: `${base.replace(/\\/+$/, '')}/share/${key}` });",
          "export const ssoPage = (base: string, q: string) => base + '/sso?' + q;",
          "export const importPage = '/projects/select_cloud_files';",
        ].join('\n'),
      }),
    ).toEqual([
      `${base}/mail.ts:1 server-app-links-from-routes the 'ticket' route written by hand; use appUrl('ticket', …)`,
      `${base}/mail.ts:2 server-app-links-from-routes the 'share' route written by hand; use appUrl('share', …)`,
      `${base}/mail.ts:3 server-app-links-from-routes the 'sso' route written by hand; use appUrl('sso', …)`,
      `${base}/mail.ts:4 server-app-links-from-routes the 'selectCloudFiles' route written by hand; use appUrl('selectCloudFiles', …)`,
    ]);
  });

  it('leaves API paths, comments, tests and test data alone', () => {
    expect(
      serverLinks({
        'packages/server/src/modules/x/x.routes.ts': [
          "/** `POST /ticket/{id}` redeems the /ticket/:ticket page's ticket. */",
          "export const route = { method: 'POST', url: '/ticket/:id' };",
          "app.get('/projects', handler); // the /projects page lists them too",
          "const galleries = await api.call<{ title: string }[]>('GET', '/galleries');",
          "export const callback = '/api/auth/sso/callback';",
          "export const quoted = /['\"]/; export const later = '/not/a/page';",
        ].join('\n'),
        'packages/server/src/modules/x/x.routes.test.ts': "const link = 'http://storykeep.test/ticket/abc';\n",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the check reads, not a template
        'packages/server/src/testing/kit.ts': "export const page = `/share/${'k'}`;\n",
        'packages/server/src/http/paths.fixture.ts': "export const secret = ['/password/new/:token'];\n",
      }),
    ).toEqual([]);
  });

  it('reads literals with their lines past comments, regular expressions and JSX apostrophes', () => {
    const text = [
      '// a comment with /ticket/abc',
      "const a = x.replace(/\\/+$/, '');",
      '/* two',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the check reads, not a template
      ' lines */ const b = `/share/${key}`;',
      "const c = <p>Don't go</p>;",
      "const d = '/login';",
    ].join('\n');
    expect(literalsOf(text).map((l) => [l.line, l.value])).toEqual([
      [2, ''],
      [4, '/share/\u0000'],
      [6, '/login'],
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import { adminOnly, anyone, orgManage, type RouteCase, signedIn, visit } from './route-rules.js';

/** The account calls, feature flags and the contact form: not tenant-scoped except the flag setters. */
export const accountRouteCases: RouteCase[] = [
  {
    route: 'POST /signin',
    build: () => ({ url: '/signin', body: { email: `nobody-${randomUUID()}@x.org`, password: 'wrong' } }),
    expect: anyone(401),
  },
  {
    route: 'POST /registerbyinvite',
    build: () => ({ url: '/registerbyinvite', body: { email: 'n@x.org', fullname: 'N', password: 'long password', code: 'none' } }),
    expect: anyone(404),
  },
  {
    route: 'POST /registermanagerbyinvite',
    build: () => ({ url: '/registermanagerbyinvite', body: { email: 'n@x.org', fullname: 'N', password: 'long password', code: 'none' } }),
    expect: anyone(404),
  },
  { route: 'GET /current_user', build: () => ({ url: '/current_user' }), expect: signedIn() },
  { route: 'POST /signout', build: () => ({ url: '/signout', freshSession: true }), expect: signedIn() },
  {
    route: 'POST /send-password-recovery-email',
    build: () => ({ url: '/send-password-recovery-email', body: { email: 'nobody@x.org' } }),
    expect: anyone(200),
  },
  {
    route: 'POST /password/update',
    build: () => ({ url: '/password/update', body: { password: 'long password', password_confirm: 'long password', token: 'nope' } }),
    expect: anyone(400),
  },
  { route: 'POST /magic-link/send', build: () => ({ url: '/magic-link/send', body: { email: 'nobody@x.org' } }), expect: anyone(200) },
  { route: 'POST /magic-link', build: () => ({ url: '/magic-link', body: { token: 'nope' } }), expect: anyone(400) },
  { route: 'GET /auth/sso/config', build: () => ({ url: '/auth/sso/config' }), expect: anyone(200) },
  // Without a provider configured, the sign-on redirects send any browser to /sso with a reason (302).
  { route: 'GET /auth/sso/start', build: () => ({ url: '/auth/sso/start' }), expect: anyone(302) },
  { route: 'GET /auth/sso/callback', build: () => ({ url: '/auth/sso/callback?state=nope&code=nope' }), expect: anyone(302) },
  { route: 'POST /auth/sso/exchange', build: () => ({ url: '/auth/sso/exchange', body: { code: 'n'.repeat(43) } }), expect: anyone(400) },
  { route: 'POST /auth/refresh', build: () => ({ url: '/auth/refresh', body: { refresh_token: 'nope' } }), expect: anyone(401) },
  {
    route: 'POST /auth/switchUser',
    build: (_db, w, tenant) => ({ url: '/auth/switchUser', body: { email: tenant === w.own ? w.users.user.email : w.otherManager.email } }),
    expect: adminOnly(),
  },
  { route: 'POST /auth/2fa/setup', build: () => ({ url: '/auth/2fa/setup', freshSession: true }), expect: signedIn() },
  { route: 'POST /auth/2fa/enable', build: () => ({ url: '/auth/2fa/enable', body: { code: '000000' } }), expect: signedIn(422) },
  { route: 'POST /auth/2fa/verify', build: () => ({ url: '/auth/2fa/verify', body: { code: '000000' } }), expect: signedIn(409) },
  { route: 'POST /auth/2fa/disable', build: () => ({ url: '/auth/2fa/disable', body: { code: '000000' } }), expect: signedIn(422) },
  // The person's own password and name: nobody else's; a bad body shows every signed-in caller reaches validation.
  {
    route: 'POST /auth/password',
    build: () => ({ url: '/auth/password', body: { currentPassword: 'x', newPassword: 'short' } }),
    expect: signedIn(400),
  },
  { route: 'PATCH /account', build: () => ({ url: '/account', body: { fullname: ' ' } }), expect: signedIn(400) },
  { route: 'POST /visits/create', build: () => ({ url: '/visits/create', body: visit }), expect: anyone(201) },
  {
    route: 'POST /analytics/events',
    build: () => ({ url: '/analytics/events', body: { name: 'pageview', page: '/stories/:storyId' } }),
    expect: anyone(202),
  },
  {
    route: 'POST /contact-:product',
    build: () => ({ url: '/contact-storykeep', body: { name: 'A', email: 'a@x.org', message: 'Hi', location: '/' } }),
    expect: anyone(200),
  },
  {
    route: 'POST /feature_flags',
    build: () => ({ url: '/feature_flags', body: { feature_flags: ['enableRemixer'] } }),
    expect: signedIn(),
  },
  // Feature flags per organization and per user.
  {
    route: 'PUT /feature_flags/organization/:code',
    build: (_db, _w, t) => ({ url: `/feature_flags/organization/${t.organization.code}`, body: { flags: { newFeatureUi: true } } }),
    expect: orgManage(),
  },
  {
    route: 'PUT /feature_flags/user/:id',
    build: (_db, w, tenant) => ({
      url: `/feature_flags/user/${tenant === w.own ? w.users.user.id : w.otherManager.id}`,
      body: { flags: { newFeatureUi: true } },
    }),
    expect: adminOnly(),
  },
];

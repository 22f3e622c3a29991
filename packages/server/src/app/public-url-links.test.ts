import { beforeAll, describe, expect, it } from 'vitest';
import { concludeBody } from '../testing/conclude-route-cases.js';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { addStory, buildWorld, type World } from '../testing/world.js';

// PUBLIC_URL as operators write it: bare, with one trailing "/", with two. Each must give the same links.
const WRITTEN = ['http://storykeep.test', 'http://storykeep.test/', 'http://storykeep.test//'];
const SECRET = '[A-Za-z0-9_-]+';
const UUID = '[0-9a-f-]{36}';

/** Every link the server writes into a mail or an answer, by kind, as the regular expression it must match in full. */
const EXPECTED: Record<string, RegExp> = {
  passwordReset: new RegExp(`^http://storykeep\\.test/password/new/${SECRET}$`),
  magicLink: new RegExp(`^http://storykeep\\.test/magic-link\\?token=${SECRET}$`),
  organizationInvite: new RegExp(`^http://storykeep\\.test/organization/${SECRET}/accept$`),
  campaignInvite: new RegExp(`^http://storykeep\\.test/ticket/${SECRET}$`),
  concluded: new RegExp(`^http://storykeep\\.test/projects/${UUID}/stories/${UUID}/hub$`),
  ticket: new RegExp(`^http://storykeep\\.test/ticket/${SECRET}$`),
  prepSession: new RegExp(`^http://storykeep\\.test/own-[a-z0-9]+/call-with-ada/s/${SECRET}/call$`),
};

describe.each(testDatabases)('links under PUBLIC_URL on $name', ({ open }) => {
  const links = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    const database = await open();
    for (const written of WRITTEN) {
      await emptyDatabase(database);
      const t = await buildTestApp(database, {}, { publicUrl: written });
      links.set(written, await everyLink(t, await buildWorld(t.db)));
      await t.app.close();
    }
  });

  it.each(WRITTEN)('writes each kind of link under %s as its route, with one "/" after the address', (written) => {
    const found = links.get(written) ?? {};
    expect(Object.keys(found).sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [kind, link] of Object.entries(found))
      expect({ kind, link }).toEqual({ kind, link: expect.stringMatching(EXPECTED[kind] as RegExp) });
  });
});

/** Makes the server write each kind of link once; answers the link of each kind. */
async function everyLink(t: TestApp, w: World): Promise<Record<string, string>> {
  const mailTo = (to: string, marker: string) => {
    const message = t.mail.find((m) => m.to === to && (m.link ?? '').includes(marker));
    if (!message?.link) throw new Error(`No mail to ${to} with a link containing ${marker}`);
    return message.link;
  };
  await t.call('POST', '/send-password-recovery-email', { body: { email: w.users.user.email } });
  await t.call('POST', '/magic-link/send', { body: { email: w.users.manager.email } });
  await t.drain();

  const invite = await t.call('POST', `/projects/${w.own.project}/invites`, {
    token: w.tokens.project_manager,
    body: { email: 'invited@example.org' },
  });
  const person = await t.call('POST', `/projects/${w.own.project}/campaign/people`, {
    token: w.tokens.project_manager,
    body: { name: 'Ada Narrator', email: 'ada@example.org' },
  });
  await t.call('POST', `/campaign/people/${person.body._id}/invite`, { token: w.tokens.manager, body: { send_email: true } });

  const storyId = await addStory(t.db, w.own, 'Untitled recording');
  const concluded = await t.call('POST', `/stories/${storyId}/conclude`, {
    token: w.tokens.project_manager,
    body: { ...concludeBody(storyId, w.own.folder), project: w.own.project, projects: [w.own.project], emails: ['grace@example.org'] },
  });
  const ticket = await t.call('POST', `/projects/${w.own.project}/tickets`, { token: w.tokens.project_manager, body: {} });
  const plan = await t.call('POST', `/projects/${w.own.project}/prepsessions`, {
    token: w.tokens.manager,
    body: { title: 'Call with Ada' },
  });
  for (const [what, answer] of Object.entries({ invite, person, concluded, ticket, plan }))
    if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);

  return {
    passwordReset: mailTo(w.users.user.email, '/password/'),
    magicLink: mailTo(w.users.manager.email, '/magic-link'),
    organizationInvite: mailTo('invited@example.org', '/organization/'),
    campaignInvite: mailTo('ada@example.org', '/ticket/'),
    concluded: mailTo('grace@example.org', '/stories/'),
    ticket: ticket.body.url,
    prepSession: plan.body.session_url,
  };
}

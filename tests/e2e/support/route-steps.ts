// The click steps the journeys' tree is made of: links, buttons, menus, and the pages a journey makes on its way.
import type { Page } from '@playwright/test';
import { interviewLink } from './interview-list.js';
import { accountMenu, arrivedAt, type ClickStep, demoInterview, mainNav, type Reach, type Step } from './journey.js';

/** A link or button-link of the page, by its name. */
export const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name, exact: typeof name === 'string' }).first();

/** On `from`'s page, click the link named `name`. */
export const via = (from: string, name: string | RegExp, extra: Partial<ClickStep> = {}): ClickStep => ({
  from,
  click: async ({ page }) => link(page, name).click(),
  ...extra,
});

/** On `from`'s page, click the button named `name`. */
export const button = (from: string, name: string | RegExp): ClickStep => ({
  from,
  click: async ({ page }) => page.getByRole('button', { name, exact: typeof name === 'string' }).click(),
});

/** A side-menu item. */
export const menu = (name: string | RegExp, extra: Partial<ClickStep> = {}): ClickStep => ({
  from: '~root',
  click: async ({ page }) => mainNav(page).getByRole('link', { name }).click(),
  ...extra,
});

/** An entry of the account menu. */
export const account = (item: string): ClickStep => ({ from: '~root', click: async ({ page }) => accountMenu(page, item) });

/** The demo interview with a transcript, searched for in the list on `from`'s page. */
export const demoRow = (from: string, extra: Partial<ClickStep> = {}): ClickStep => ({
  from,
  click: async ({ page }) => (await demoInterview(page)).click(),
  ...extra,
});

/** Half a second of silence as a WAV file. */
export function silentWav(): Buffer {
  const samples = 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

/**
 * On a project's or folder's page: the hub of a call the journey started there (made on the first visit: Start a call,
 * its form, and back), whose hub leads to the call's room and to concluding it.
 */
const callHub = (from: 'project' | 'folder'): ClickStep => ({
  from,
  shows: from === 'project' ? 'storyHub' : 'folderStoryHub',
  click: async ({ page, run }: Step) => {
    // One call per run and list, made by the first journey that needs it; the others find it through the list's search.
    const title = `Journey call ${from} ${run}`;
    if ((await (await interviewLink(page, title)).count()) === 0) {
      await link(page, 'Start a call').click();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Session password').fill('journey-password-0001');
      await page.getByRole('button', { name: 'Create the room' }).click();
      await link(page, from === 'project' ? 'Back to the project' : 'Back to the folder').click();
      await arrivedAt(page, from);
    }
    await (await interviewLink(page, title)).click();
  },
});

export const marketing = (label: string): Reach => ({
  visitor: {
    from: '~welcome',
    click: async ({ page }) => page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: label, exact: true }).click(),
  },
});

/**
 * The pages on the way that are a particular page of a route: the landing page after sign-in, a project or an
 * interview the journey needs, a call or a gallery it makes.
 */
export const WAYPOINTS: Record<string, ClickStep> = {
  '~river': { ...via('projects', 'River Voices'), shows: 'project' },
  '~sharedHub': { ...via('~river', 'The ferry pilot\u2019s log'), shows: 'storyHub', membersOnly: true },
  '~callHub': { ...callHub('project'), membersOnly: true },
  '~folderCallHub': callHub('folder'),
  // The demo's published gallery (the seed's DEMO_GALLERY_TITLE): its page links to its public page, which a gallery
  // the journey made would not until published.
  '~gallery': { ...via('galleries', 'Voices from the river'), shows: 'gallery' },
};

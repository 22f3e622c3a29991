import { expect, type Page } from '@playwright/test';
import { accountMenu, arrivedAt, type ClickStep, currentRoute, firstInterview, mainNav, type Reach, type Step } from './journey.js';

/** A link or button-link of the page, by its name. */
const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name, exact: typeof name === 'string' }).first();

/** On `from`'s page, click the link named `name`. */
const via = (from: string, name: string | RegExp, extra: Partial<ClickStep> = {}): ClickStep => ({
  from,
  click: async ({ page }) => link(page, name).click(),
  ...extra,
});

/** On `from`'s page, click the button named `name`. */
const button = (from: string, name: string | RegExp): ClickStep => ({
  from,
  click: async ({ page }) => page.getByRole('button', { name, exact: typeof name === 'string' }).click(),
});

/** A side-menu item. */
const menu = (name: string | RegExp, extra: Partial<ClickStep> = {}): ClickStep => ({
  from: '~root',
  click: async ({ page }) => mainNav(page).getByRole('link', { name }).click(),
  ...extra,
});

/** An entry of the account menu. */
const account = (item: string): ClickStep => ({ from: '~root', click: async ({ page }) => accountMenu(page, item) });

/** The first interview with a transcript in the list on `from`'s page. */
const firstRow = (from: string, extra: Partial<ClickStep> = {}): ClickStep => ({
  from,
  click: async ({ page }) => firstInterview(page).click(),
  ...extra,
});

/** Half a second of silence as a WAV file. */
function silentWav(): Buffer {
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
    // One call per run and list, made by the first journey that needs it; the others open it.
    const title = `Journey call ${from} ${run}`;
    const listed = page.getByRole('table', { name: 'Interviews' }).getByRole('link', { name: title, exact: true }).first();
    if ((await listed.count()) === 0) {
      await link(page, 'Start a call').click();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Session password').fill('journey-password-0001');
      await page.getByRole('button', { name: 'Create the room' }).click();
      await link(page, from === 'project' ? 'Back to the project' : 'Back to the folder').click();
      await arrivedAt(page, from);
    }
    await listed.click();
  },
});

const marketing = (label: string): Reach => ({
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
  '~gallery': {
    from: 'galleries',
    shows: 'gallery',
    click: async ({ page, run }) => {
      const name = `Journey gallery ${run}`;
      if ((await page.getByRole('link', { name, exact: true }).count()) === 0) {
        await page.getByRole('button', { name: 'New gallery' }).click();
        await page.getByLabel('Title').fill(name);
        await page.getByRole('button', { name: 'Create gallery' }).click();
        await arrivedAt(page, 'refineGallery');
        await mainNav(page)
          .getByRole('link', { name: /^Galleries/ })
          .click();
        await arrivedAt(page, 'galleries');
      }
      await page.getByRole('link', { name, exact: true }).first().click();
    },
  },
};

/**
 * How to reach every route of core's ROUTES by clicking: the journeys walk this tree from the page after sign-in. A
 * route added to the table needs an entry here; the journeys fail naming any route without one.
 */
export const ROUTE_REACH: Record<string, Reach> = {
  welcome: { visitor: 'the address a visitor who is not signed in is sent to' },
  terms: marketing('Terms and conditions'),
  privacy: marketing('Privacy policy'),
  about: marketing('About us'),
  gettingStarted: marketing('Getting started'),
  faq: marketing('FAQ'),
  individuals: marketing('For individuals'),
  communities: marketing('For communities'),
  features: marketing('Features'),
  caseStudy1: marketing('Case study 1'),
  caseStudy2: marketing('Case study 2'),
  caseStudy3: marketing('Case study 3'),
  signup: marketing('Sign up'),
  login: { visitor: button('~welcome', 'Sign in') },
  authLogin: { outside: 'where the app sends someone whose session could not be renewed' },
  sso: { visitor: via('login', /^Sign in with /) },
  passwordRecovery: { visitor: via('login', 'Forgot your password?') },
  passwordNew: { outside: 'the address in a password-recovery e-mail' },
  signout: account('Logout'),
  magicLink: { visitor: via('login', 'Email me a sign-in link') },
  joinProject: { outside: "a project's invitation address, sent by e-mail" },
  joinOrganization: { outside: "an organization's invitation address, sent by e-mail" },
  share: via('~sharedHub', /\/share\//, { newTab: true, membersOnly: true }),
  publicStory: { outside: 'the permanent address of a public page, given to search engines and in citations' },
  publicGallery: via('~gallery', /\/public\/galleries\//, { newTab: true, membersOnly: true }),
  thankYou: { outside: 'where a guest lands after a call they joined by its link' },
  linkExpired: { outside: 'where an expired session or ticket address leads' },
  publicConclude: via('storyRoom', 'Conclude the interview', { membersOnly: true }),
  author: via('storyHub', 'Open the editor', { membersOnly: true }),
  authorMetadata: via('storyHub', 'Edit the index', { membersOnly: true }),
  authorNotes: via('storyHub', 'Index notes', { membersOnly: true }),
  projectRoomStart: via('project', 'Start a call', { membersOnly: true }),
  folderRoomStart: via('folder', 'Start a call', { membersOnly: true }),
  storyRoom: via('~callHub', 'The call', { membersOnly: true }),
  roomSession: via('storyRoom', 'Enter the room', { membersOnly: true }),
  sessionRedirect: { outside: "a call plan's session address, sent to the people to interview" },

  home: { from: 'tutorials', click: async ({ page }) => mainNav(page).getByRole('link', { name: 'Home' }).click() },
  organizations: via('~root', 'Organizations'),
  admin: account('Admin'),
  adminOrganization: via('admin', 'Riverbend Oral History Project'),
  adminTestimonials: via('admin', 'Testimonials'),
  adminPlayground: via('admin', 'Search playground'),
  search: via('~root', 'Search interviews'),
  projects: via('~root', 'All projects'),
  project: via('projects', 'Mill Town Memories'),
  organizationProjects: via('~root', /^Projects of /),
  organizationProject: via('organizationProjects', 'Mill Town Memories'),
  inPersonRecording: via('project', 'Record in person'),
  uploadingMetadata: {
    from: 'uploadFiles',
    click: async ({ page, run }) => {
      await page
        .locator('input[type=file]')
        .first()
        .setInputFiles({ name: `journey-${run}.wav`, mimeType: 'audio/wav', buffer: silentWav() });
      await link(page, 'All uploads and their details').click();
    },
  },
  folder: via('project', /^Mill workers \(/),
  organizationFolder: via('organizationProject', /^Mill workers \(/),
  storyHub: firstRow('project'),
  folderStoryHub: firstRow('folder'),
  organizationStoryHub: firstRow('organizationProject'),
  organizationFolderStoryHub: firstRow('organizationFolder'),
  myInterviewHub: firstRow('myInterviews'),
  conclude: via('~callHub', 'Conclude the interview'),
  folderConclude: via('~folderCallHub', 'Conclude the interview'),
  edit: via('storyHub', 'Edit details'),
  folderEdit: via('folderStoryHub', 'Edit details'),
  myInterviews: menu('Interviews'),
  ticket: { outside: 'the address of an upload ticket, sent to the person asked for recordings' },
  ticketUsed: { outside: 'where an upload ticket that was already used leads' },
  localRecordingStatus: via('~root', 'Recordings on this device'),
  tutorials: account('Tutorials'),
  tutorial: { from: 'tutorials', click: async ({ page }) => page.getByRole('main').getByRole('link').first().click() },
  planCampaign: via('project', 'Plan a campaign'),
  planCampaignOrganization: via('organizationProject', 'Plan a campaign'),
  planCampaignPrepsession: via('planCallPrepsession', 'People for this call'),
  planCall: via('project', 'Plan a call'),
  planCallOrganization: via('organizationProject', 'Plan a call'),
  planCallPrepsession: {
    from: 'planCall',
    click: async ({ page }) => page.getByRole('main').getByRole('listitem').getByRole('link').first().click(),
  },
  uploadFiles: via('project', 'Upload files'),
  folderUploadFiles: via('folder', 'Upload files'),
  selectCloudFiles: via('project', 'Import from a link or Box'),
  galleries: menu(/^Galleries/),
  gallery: { ...WAYPOINTS['~gallery'], from: 'galleries' } as ClickStep,
  newGallery: button('galleries', 'New gallery'),
  editGallery: button('~gallery', 'Edit'),
  refineGallery: button('~gallery', 'Refine clips'),
  clips: menu('Clips'),
  remixes: menu(/^Remixes/, { flag: 'remixes' }),
  remix: { from: 'remixes', click: async ({ page }) => page.getByRole('main').getByRole('link').first().click(), flag: 'remixes' },
  entities: via('myInterviews', 'People, places and dates'),
  entity: via('storyHub', 'People, places and dates'),
  notFound: { outside: 'no link leads to an address that does not exist' },
};

/** The steps of the tree by id: routes and waypoints. */
export function stepOf(id: string): ClickStep | undefined {
  const entry = WAYPOINTS[id] ?? ROUTE_REACH[id];
  return entry && 'click' in entry ? entry : undefined;
}

/** The route a step's page is. */
export function routeOfStep(id: string): string {
  return stepOf(id)?.shows ?? id;
}

export { currentRoute, expect };

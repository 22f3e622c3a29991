import { expect, type Page } from '@playwright/test';
import { accountMenu, type Click, currentRoute, firstInterview, follow, followToNewTab, mainNav, type Reach } from './journey.js';

/** A link or button-link of the page, by its exact name. */
const link = (page: Page, name: string | RegExp) => page.getByRole('link', { name, exact: typeof name === 'string' }).first();

/** From `from`, click the link named `name` to arrive at `to`. */
const via =
  (from: string, name: string | RegExp, to: string): Click =>
  async (j) => {
    await j.reach(from);
    await follow(j.page, link(j.page, name), to);
  };

/** From the home page's "Go to" links. */
const fromHome = (name: string | RegExp, to: string): Click => via('home', name, to);

/** The first interview of the list on `from`'s page that has a transcript (the demo's have one, with an index). */
const firstRow =
  (from: string, to: string): Click =>
  async (j) => {
    await j.reach(from);
    await follow(j.page, firstInterview(j.page), to);
  };

/** A call the journey starts in a project or folder: creates its room, then opens the new interview's hub there. */
const callHub =
  (list: 'project' | 'folder', hub: 'storyHub' | 'folderStoryHub'): Click =>
  async (j) => {
    const title = `Journey call ${j.role} ${j.run}`;
    await j.reach(list);
    const listed = j.page.getByRole('table', { name: 'Interviews' }).getByRole('link', { name: title, exact: true });
    if ((await listed.count()) === 0) {
      await follow(j.page, link(j.page, 'Start a call'), list === 'project' ? 'projectRoomStart' : 'folderRoomStart');
      await j.page.getByLabel('Title').fill(title);
      await j.page.getByLabel('Session password').fill('journey-password-0001');
      await j.page.getByRole('button', { name: 'Create the room' }).click();
      await follow(j.page, link(j.page, /^Back to the (project|folder)$/), list);
    }
    await follow(j.page, listed, hub);
  };

/** A gallery the journey makes when the organization has none yet, then opens. */
const galleryPage: Click = async (j) => {
  await j.reach('galleries');
  const galleries = j.page.getByRole('main').getByRole('link', { name: `Journey gallery ${j.run}` });
  if ((await galleries.count()) === 0) {
    await follow(j.page, j.page.getByRole('button', { name: 'New gallery' }), 'newGallery');
    await j.page.getByLabel('Title').fill(`Journey gallery ${j.run}`);
    await j.page.getByRole('button', { name: 'Create gallery' }).click();
    await expect.poll(() => currentRoute(j.page)).toBe('refineGallery');
    await j.reach('galleries');
  }
  await follow(j.page, galleries.first(), 'gallery');
};

/** An upload of a small file, so the page of the uploads' details has something to show. */
const uploadingMetadata: Click = async (j) => {
  await j.reach('uploadFiles');
  await j.page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: `journey-${j.run}.wav`,
      mimeType: 'audio/wav',
      buffer: silentWav(),
    });
  await follow(j.page, link(j.page, 'All uploads and their details'), 'uploadingMetadata');
};

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

/** A page that opens in a tab of its own: followed there, checked, and the tab closed. */
const inNewTab =
  (from: Click, name: string | RegExp, to: string): Click =>
  async (j) => {
    await from(j);
    const tab = await followToNewTab(j.page, link(j.page, name));
    await expect.poll(() => currentRoute(tab)).toBe(to);
    j.notes.push(`${to} opened in a tab of its own`);
    await tab.close();
    // The journey stays on the page it clicked from; a reach of `to` counts once its tab showed it.
    throw new ReachedInNewTab(to);
  };

/** Raised by `inNewTab`: the route was reached, in another tab. */
export class ReachedInNewTab extends Error {}

/** The shared demo interview (River Voices), whose hub shows its public page's address. */
const sharedStoryHub: Click = async (j) => {
  // The shared demo interview is in River Voices: from the projects list.
  await j.reach('projects');
  await follow(j.page, link(j.page, 'River Voices'), 'project');
  await follow(j.page, link(j.page, 'The ferry pilot\u2019s log'), 'storyHub');
};

const marketing = (label: string, to: string): Reach => ({
  visitor: async (j) => {
    await j.reach('welcome');
    await follow(j.page, j.page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: label, exact: true }), to);
  },
});

/**
 * How to reach every route of core's ROUTES by clicking. A route added to the table needs an entry here: the journeys
 * fail naming any route without one.
 */
export const ROUTE_REACH: Record<string, Reach> = {
  welcome: { visitor: 'the address a visitor who is not signed in is sent to' },
  terms: marketing('Terms and conditions', 'terms'),
  privacy: marketing('Privacy policy', 'privacy'),
  about: marketing('About us', 'about'),
  gettingStarted: marketing('Getting started', 'gettingStarted'),
  faq: marketing('FAQ', 'faq'),
  individuals: marketing('For individuals', 'individuals'),
  communities: marketing('For communities', 'communities'),
  features: marketing('Features', 'features'),
  caseStudy1: marketing('Case study 1', 'caseStudy1'),
  caseStudy2: marketing('Case study 2', 'caseStudy2'),
  caseStudy3: marketing('Case study 3', 'caseStudy3'),
  signup: marketing('Sign up', 'signup'),
  login: {
    visitor: async (j) => {
      await j.reach('welcome');
      await follow(j.page, j.page.getByRole('button', { name: 'Sign in' }), 'login');
    },
  },
  authLogin: { outside: 'where the app sends someone whose session could not be renewed' },
  sso: { visitor: async (j) => via('login', /^Sign in with /, 'sso')(j) },
  passwordRecovery: { visitor: async (j) => via('login', 'Forgot your password?', 'passwordRecovery')(j) },
  passwordNew: { outside: 'the address in a password-recovery e-mail' },
  signout: { click: async (j) => accountMenu(j.page, 'Logout').then(() => expect.poll(() => currentRoute(j.page)).not.toBe('home')) },
  magicLink: { visitor: async (j) => via('login', 'Email me a sign-in link', 'magicLink')(j) },
  joinProject: { outside: "a project's invitation address, sent by e-mail" },
  joinOrganization: { outside: "an organization's invitation address, sent by e-mail" },
  share: { click: inNewTab(sharedStoryHub, /\/share\//, 'share'), membersOnly: true },
  publicStory: { outside: 'the permanent address of a public page, given to search engines and in citations' },
  publicGallery: { click: inNewTab(galleryPage, /\/public\/galleries\//, 'publicGallery'), membersOnly: true },
  thankYou: { outside: 'where a guest lands after a call they joined by its link' },
  linkExpired: { outside: 'where an expired session or ticket address leads' },
  publicConclude: { click: via('storyRoom', 'Conclude the interview', 'publicConclude'), membersOnly: true },
  author: { click: via('storyHub', 'Open the editor', 'author'), membersOnly: true },
  authorMetadata: { click: via('storyHub', 'Edit the index', 'authorMetadata'), membersOnly: true },
  authorNotes: { click: via('storyHub', 'Index notes', 'authorNotes'), membersOnly: true },
  projectRoomStart: { click: via('project', 'Start a call', 'projectRoomStart'), membersOnly: true },
  folderRoomStart: { click: via('folder', 'Start a call', 'folderRoomStart'), membersOnly: true },
  storyRoom: {
    click: async (j) => {
      await callHub('project', 'storyHub')(j);
      await follow(j.page, link(j.page, 'The call'), 'storyRoom');
    },
    membersOnly: true,
  },
  roomSession: { click: via('storyRoom', 'Enter the room', 'roomSession'), membersOnly: true },
  sessionRedirect: { outside: "a call plan's session address, sent to the people to interview" },

  home: { click: async (j) => follow(j.page, mainNav(j.page).getByRole('link', { name: 'Home' }), 'home') },
  organizations: { click: fromHome('Organizations', 'organizations') },
  admin: { click: async (j) => accountMenu(j.page, 'Admin').then(() => expect.poll(() => currentRoute(j.page)).toBe('admin')) },
  adminOrganization: { click: via('admin', 'Riverbend Oral History Project', 'adminOrganization') },
  adminTestimonials: { click: via('admin', 'Testimonials', 'adminTestimonials') },
  adminPlayground: { click: via('admin', 'Search playground', 'adminPlayground') },
  search: { click: fromHome('Search interviews', 'search') },
  projects: { click: fromHome('All projects', 'projects') },
  project: { click: via('projects', 'Mill Town Memories', 'project') },
  organizationProjects: { click: fromHome(/^Projects of /, 'organizationProjects') },
  organizationProject: { click: via('organizationProjects', 'Mill Town Memories', 'organizationProject') },
  inPersonRecording: { click: via('project', 'Record in person', 'inPersonRecording') },
  uploadingMetadata: { click: uploadingMetadata },
  folder: { click: via('project', 'Mill workers', 'folder') },
  organizationFolder: { click: via('organizationProject', 'Mill workers', 'organizationFolder') },
  storyHub: { click: firstRow('project', 'storyHub') },
  folderStoryHub: { click: firstRow('folder', 'folderStoryHub') },
  organizationStoryHub: { click: firstRow('organizationProject', 'organizationStoryHub') },
  organizationFolderStoryHub: { click: firstRow('organizationFolder', 'organizationFolderStoryHub') },
  myInterviewHub: { click: firstRow('myInterviews', 'myInterviewHub') },
  conclude: {
    click: async (j) => {
      await callHub('project', 'storyHub')(j);
      await follow(j.page, link(j.page, 'Conclude the interview'), 'conclude');
    },
  },
  folderConclude: {
    click: async (j) => {
      await callHub('folder', 'folderStoryHub')(j);
      await follow(j.page, link(j.page, 'Conclude the interview'), 'folderConclude');
    },
  },
  edit: { click: via('storyHub', 'Edit details', 'edit') },
  folderEdit: { click: via('folderStoryHub', 'Edit details', 'folderEdit') },
  myInterviews: { click: async (j) => follow(j.page, mainNav(j.page).getByRole('link', { name: 'Interviews' }), 'myInterviews') },
  ticket: { outside: 'the address of an upload ticket, sent to the person asked for recordings' },
  ticketUsed: { outside: 'where an upload ticket that was already used leads' },
  localRecordingStatus: { click: fromHome('Recordings on this device', 'localRecordingStatus') },
  tutorials: { click: async (j) => accountMenu(j.page, 'Tutorials').then(() => expect.poll(() => currentRoute(j.page)).toBe('tutorials')) },
  tutorial: {
    click: async (j) => {
      await j.reach('tutorials');
      await follow(j.page, j.page.getByRole('main').getByRole('link').first(), 'tutorial');
    },
  },
  planCampaign: { click: via('project', 'Plan a campaign', 'planCampaign') },
  planCampaignOrganization: { click: via('organizationProject', 'Plan a campaign', 'planCampaignOrganization') },
  planCampaignPrepsession: { click: via('planCallPrepsession', 'People for this call', 'planCampaignPrepsession') },
  planCall: { click: via('project', 'Plan a call', 'planCall') },
  planCallOrganization: { click: via('organizationProject', 'Plan a call', 'planCallOrganization') },
  planCallPrepsession: {
    click: async (j) => {
      await j.reach('planCall');
      await follow(j.page, j.page.getByRole('main').getByRole('listitem').getByRole('link').first(), 'planCallPrepsession');
    },
  },
  uploadFiles: { click: via('project', 'Upload files', 'uploadFiles') },
  folderUploadFiles: { click: via('folder', 'Upload files', 'folderUploadFiles') },
  selectCloudFiles: { click: via('project', 'Import from a link or Box', 'selectCloudFiles') },
  galleries: { click: async (j) => follow(j.page, mainNav(j.page).getByRole('link', { name: /^Galleries/ }), 'galleries') },
  gallery: { click: galleryPage },
  newGallery: {
    click: async (j) => {
      await j.reach('galleries');
      await follow(j.page, j.page.getByRole('button', { name: 'New gallery' }), 'newGallery');
    },
  },
  editGallery: {
    click: async (j) => {
      await j.reach('gallery');
      await follow(j.page, j.page.getByRole('button', { name: 'Edit' }), 'editGallery');
    },
  },
  refineGallery: {
    click: async (j) => {
      await j.reach('gallery');
      await follow(j.page, j.page.getByRole('button', { name: 'Refine clips' }), 'refineGallery');
    },
  },
  clips: { click: async (j) => follow(j.page, mainNav(j.page).getByRole('link', { name: 'Clips' }), 'clips') },
  remixes: {
    click: async (j) => follow(j.page, mainNav(j.page).getByRole('link', { name: /^Remixes/ }), 'remixes'),
    flag: 'remixes',
  },
  remix: {
    click: async (j) => {
      await j.reach('remixes');
      await follow(j.page, j.page.getByRole('main').getByRole('link').first(), 'remix');
    },
    flag: 'remixes',
  },
  entities: { click: via('myInterviews', 'People, places and dates', 'entities') },
  entity: { click: via('storyHub', 'People, places and dates', 'entity') },
  notFound: { outside: 'no link leads to an address that does not exist' },
};

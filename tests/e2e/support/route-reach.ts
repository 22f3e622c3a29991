import { type ClickStep, homeLink, type Reach } from './journey.js';
import { account, button, demoRow, link, marketing, menu, silentWav, via, WAYPOINTS } from './route-steps.js';

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
  publicClip: { outside: "a published clip's own address, given out from the clip's Share dialog" },
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

  home: { from: 'tutorials', click: async ({ page }) => homeLink(page).click() },
  organizations: via('~root', 'Organizations'),
  admin: account('Admin'),
  account: account('Your account'),
  adminOrganization: via('admin', 'Riverbend Oral History Project'),
  adminTestimonials: via('admin', 'Testimonials'),
  adminPlayground: via('admin', 'Search playground'),
  adminAuditEvents: via('admin', 'Security events'),
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
  storyHub: demoRow('project'),
  folderStoryHub: demoRow('folder'),
  organizationStoryHub: demoRow('organizationProject'),
  organizationFolderStoryHub: demoRow('organizationFolder'),
  myInterviewHub: demoRow('myInterviews'),
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

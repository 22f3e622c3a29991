import type { RouteLevel } from './route-level.js';

/** One page of the app, as the router is built from it. Paths use `:param` segments and `*` for the rest. */
export interface RouteDefinition {
  /** Stable name, unique across the table. */
  id: string;
  path: string;
  level: RouteLevel;
  /** Reachable without signing in. */
  isPublic: boolean;
  /** False on call, room, author, edit, conclude and upload pages, and on public pages (no workspace to navigate). */
  showsSideMenu: boolean;
  /** The page title ('{title} - Storykeep'); absent on the home page, which shows only the product name. */
  title?: string;
  /** A marketing page: shows or redirects to the marketing site. */
  marketing?: boolean;
  /** For child routes: the id of the route they render inside. */
  parentId?: string;
  /** Path parameters that are secrets (tokens, share keys, codes): the server's log never shows their values. */
  secretParams?: readonly string[];
}

type Extra = Partial<Pick<RouteDefinition, 'level' | 'marketing' | 'parentId' | 'showsSideMenu' | 'secretParams'>>;

function publicPage(id: string, path: string, title: string, extra: Extra = {}): RouteDefinition {
  return { id, path, level: 'guest', isPublic: true, showsSideMenu: false, title, ...extra };
}

function page(id: string, path: string, title: string | undefined, extra: Extra = {}): RouteDefinition {
  const route: RouteDefinition = { id, path, level: 'user', isPublic: false, showsSideMenu: true, ...extra };
  return title === undefined ? route : { ...route, title };
}

/** A signed-in page that guests reach too: their home, their tickets and the guides. */
function guestPage(id: string, path: string, title: string | undefined, extra: Extra = {}): RouteDefinition {
  return page(id, path, title, { level: 'guest', ...extra });
}

/** A signed-in page shown without the side menu (calls, rooms, authoring, editing, conclude, upload). */
function focusedPage(id: string, path: string, title: string): RouteDefinition {
  return page(id, path, title, { showsSideMenu: false });
}

const MARKETING_PAGES: readonly [string, string, string][] = [
  ['welcome', '/welcome', 'Welcome'],
  ['terms', '/terms-and-conditions', 'Terms and conditions'],
  ['privacy', '/privacy-policy', 'Privacy policy'],
  ['about', '/about-us', 'About us'],
  ['gettingStarted', '/getting-started', 'Getting started'],
  ['faq', '/FAQ', 'FAQ'],
  ['individuals', '/individuals', 'For individuals'],
  ['communities', '/communities', 'For communities'],
  ['features', '/features', 'Features'],
  ['caseStudy1', '/case-study/1', 'Case study'],
  ['caseStudy2', '/case-study/2', 'Case study'],
  ['caseStudy3', '/case-study/3', 'Case study'],
  ['signup', '/signup', 'Sign up'],
];

/** Every route of docs/product/routes-and-roles.md: public pages first, then signed-in pages, then the not-found page. */
export const ROUTES: readonly RouteDefinition[] = [
  ...MARKETING_PAGES.map(([id, path, title]) => publicPage(id, path, title, { marketing: true })),
  publicPage('login', '/login', 'Sign in'),
  publicPage('authLogin', '/auth/login', 'Sign in'),
  publicPage('sso', '/sso', 'Single sign-on'),
  publicPage('passwordRecovery', '/password_recovery', 'Password recovery'),
  publicPage('passwordNew', '/password/new/:token', 'New password', { secretParams: ['token'] }),
  publicPage('signout', '/signout', 'Sign out'),
  publicPage('magicLink', '/magic-link', 'Sign-in link'),
  publicPage('joinProject', '/project/:code', 'Join a project', { secretParams: ['code'] }),
  publicPage('joinOrganization', '/organization/:code/accept', 'Join an organization', { secretParams: ['code'] }),
  publicPage('share', '/share/:ticket', 'Shared interview', { secretParams: ['ticket'] }),
  publicPage('publicStory', '/public/stories/:shareKey', 'Shared interview', { secretParams: ['shareKey'] }),
  publicPage('publicGallery', '/public/galleries/:shareKey', 'Gallery', { secretParams: ['shareKey'] }),
  publicPage('publicClip', '/public/clips/:shareKey', 'Clip', { secretParams: ['shareKey'] }),
  publicPage('thankYou', '/stories/:storyId/thank-you', 'Thank you'),
  publicPage('linkExpired', '/stories/:storyId/link-expired', 'Link expired'),
  publicPage('publicConclude', '/stories/:storyId/conclude', 'Conclude'),
  publicPage('author', '/stories/:storyId/author', 'Author'),
  publicPage('authorMetadata', '/stories/:storyId/author/:indexId/metadata', 'Author', { parentId: 'author' }),
  publicPage('authorNotes', '/stories/:storyId/author/:indexId/notes', 'Author', { parentId: 'author' }),
  publicPage('projectRoomStart', '/projects/:projectId/room/start', 'Start a call'),
  publicPage('folderRoomStart', '/projects/:projectId/folders/:folderId/room/start', 'Start a call'),
  publicPage('storyRoom', '/room/stories/:storyId', 'Call'),
  publicPage('roomSession', '/room/session/:interviewId', 'Call', { secretParams: ['interviewId'] }),
  publicPage('sessionRedirect', '/:groupName/:customUrlTitle/s/:key/:prepSessionType', 'Session', { secretParams: ['key'] }),

  guestPage('home', '/', undefined),
  page('organizations', '/organizations', 'Organizations', { level: 'manager' }),
  page('admin', '/admin', 'Admin', { level: 'admin' }),
  page('adminOrganization', '/admin/organization/:organizationCode', 'Organization', { level: 'admin' }),
  page('adminTestimonials', '/admin/testimonials-controls', 'Testimonials', { level: 'admin' }),
  page('adminPlayground', '/admin/playground', 'Search playground', { level: 'admin' }),
  page('adminAuditEvents', '/admin/security-events', 'Security events', { level: 'admin' }),
  page('search', '/search', 'Search interviews'),
  page('projects', '/projects', 'Projects'),
  page('project', '/projects/:projectId', 'Project'),
  page('organizationProjects', '/organization/:organizationCode/projects', 'Projects'),
  page('organizationProject', '/organization/:organizationCode/projects/:projectId', 'Project'),
  focusedPage('inPersonRecording', '/projects/:projectId/room/in-person', 'Record in person'),
  focusedPage('uploadingMetadata', '/projects/:projectId/uploadingMetadata', 'Uploading files'),
  page('folder', '/projects/:projectId/folders/:folderId', 'Folder'),
  page('organizationFolder', '/organization/:organizationCode/projects/:projectId/folders/:folderId', 'Folder'),
  page('storyHub', '/projects/:projectId/stories/:storyId/hub', 'Interview'),
  page('folderStoryHub', '/projects/:projectId/folders/:folderId/stories/:storyId/hub', 'Interview'),
  page('organizationStoryHub', '/organization/:organizationCode/projects/:projectId/stories/:storyId/hub', 'Interview'),
  page(
    'organizationFolderStoryHub',
    '/organization/:organizationCode/projects/:projectId/folders/:folderId/stories/:storyId/hub',
    'Interview',
  ),
  page('myInterviewHub', '/myInterviews/stories/:storyId/hub', 'Interview'),
  focusedPage('conclude', '/projects/:projectId/stories/:storyId/conclude', 'Conclude'),
  focusedPage('folderConclude', '/projects/:projectId/folders/:folderId/stories/:storyId/conclude', 'Conclude'),
  focusedPage('edit', '/projects/:projectId/stories/:storyId/edit', 'Edit'),
  focusedPage('folderEdit', '/projects/:projectId/folders/:folderId/stories/:storyId/edit', 'Edit'),
  page('myInterviews', '/myInterviews', 'Interviews'),
  guestPage('ticket', '/ticket/:ticket', 'Ticket', { secretParams: ['ticket'] }),
  guestPage('ticketUsed', '/ticketUsed', 'Ticket used'),
  page('localRecordingStatus', '/status/local-recording', 'Local recordings'),
  guestPage('tutorials', '/tutorials', 'Tutorials'),
  guestPage('tutorial', '/tutorials/:tutorialId', 'Tutorial'),
  // Everyone signed in, guests too: their own name, password and two-factor authentication.
  guestPage('account', '/account', 'Your account'),
  ...(['plan_campaign', 'plan_call'] as const).flatMap((kind) => {
    const id = kind === 'plan_campaign' ? 'planCampaign' : 'planCall';
    const title = kind === 'plan_campaign' ? 'Plan a campaign' : 'Plan a call';
    return [
      page(id, `/${kind}/projects/:projectId`, title),
      page(`${id}Organization`, `/${kind}/organizations/:organizationCode/projects/:projectId`, title),
      page(`${id}Prepsession`, `/${kind}/projects/:projectId/prepsession/:prepsessionId`, title),
    ];
  }),
  focusedPage('uploadFiles', '/projects/:projectId/upload_files', 'Upload files'),
  focusedPage('folderUploadFiles', '/projects/:projectId/folders/:folderId/upload_files', 'Upload files'),
  focusedPage('selectCloudFiles', '/projects/select_cloud_files', 'Select cloud files'),
  page('galleries', '/galleries', 'Galleries'),
  page('gallery', '/galleries/:galleryId', 'Gallery'),
  page('newGallery', '/galleries/newGallery', 'New gallery'),
  page('editGallery', '/galleries/edit_gallery/:galleryId', 'Edit gallery'),
  page('refineGallery', '/galleries/refine_gallery/:galleryId', 'Refine gallery'),
  page('clips', '/clips', 'Clips'),
  page('remixes', '/remixes', 'Remixes'),
  page('remix', '/remixes/:remixerId', 'Remix'),
  page('entities', '/entities', 'Entities'),
  page('entity', '/entities/:storyId', 'Entities'),
  publicPage('notFound', '*', 'Page not found'),
];

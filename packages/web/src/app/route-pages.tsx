import type { RouteDefinition } from '@storykeep/core';
import { type ComponentType, createElement, lazy, useState } from 'react';
import { importWithRetry } from './lazy-with-retry.js';

/** A page as the router renders it: it gets its route definition (title, level…). */
export type RoutePage = ComponentType<{ route: RouteDefinition }>;

const preloads = new WeakMap<RoutePage, () => void>();

/**
 * A page loaded on demand. Once its chunk is in (preloaded while the session was checked), it renders directly
 * instead of through React.lazy, so it does not suspend: React holds back content revealed after a fallback by up to
 * 300 ms, which a page that never suspends does not wait for. Which of the two a page renders through is chosen when it
 * mounts and kept: changing it later would be another component to React, which would mount the page afresh and drop
 * what the person had typed (a sign-in form emptied as the rest of the app finished loading).
 */
export function lazyPage(load: () => Promise<RoutePage>): RoutePage {
  let loaded: RoutePage | undefined;
  let pending: Promise<{ default: RoutePage }> | undefined;
  const start = () => {
    pending ??= importWithRetry(load).then((page) => {
      loaded = page;
      return { default: page };
    });
    return pending;
  };
  const Lazy = lazy(start);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module load, as React.lazy is
  const Page: RoutePage = (props) => {
    const [type] = useState<RoutePage>(() => loaded ?? Lazy);
    return createElement(type, props);
  };
  preloads.set(Page, () => {
    start().catch(() => {
      pending = undefined;
    });
  });
  return Page;
}

const SignIn = lazyPage(() => import('../features/auth/sign-in-page.js').then((m) => m.SignInPage));
const Marketing = lazyPage(() => import('./pages/marketing-route.js').then((m) => m.MarketingRoute));
const Projects = lazyPage(() => import('../features/projects/projects-page.js').then((m) => m.ProjectsPage));
const ProjectPage = lazyPage(() => import('./pages/project-route.js').then((m) => m.ProjectRoute));
const OrganizationProjects = lazyPage(() => import('./pages/organization-projects-route.js').then((m) => m.OrganizationProjectsRoute));
const Conclude = lazyPage(() => import('../features/conclude/conclude-page.js').then((m) => m.ConcludePage));
const FolderPage = lazyPage(() => import('./pages/folder-route.js').then((m) => m.FolderRoute));
const UploadFiles = lazyPage(() => import('../features/upload/upload-routes.js').then((m) => m.UploadFilesRoute));
const Authoring = lazyPage(() => import('../features/authoring/authoring-routes.js').then((m) => m.AuthoringRoute));
const StoryEdit = lazyPage(() => import('../features/story-edit/story-edit-routes.js').then((m) => m.StoryEditRoute));
const RoomStart = lazyPage(() => import('../features/calls/room-start-page.js').then((m) => m.RoomStartPage));
const PublicStory = lazyPage(() => import('../features/public-story/public-story-page.js').then((m) => m.PublicStoryRoute));
const CampaignPage = lazyPage(() => import('../features/planning/campaign-page.js').then((m) => m.CampaignPage));
const CallPlans = lazyPage(() => import('../features/planning/call-plans-page.js').then((m) => m.CallPlansPage));
const StoryHub = lazyPage(() => import('../features/story-hub/story-hub-routes.js').then((m) => m.StoryHubRoute));

/** The page of each route id; ids not listed are marketing pages or pages of features still to come. */
const PAGES: Record<string, RoutePage> = {
  login: SignIn,
  authLogin: SignIn,
  passwordRecovery: lazyPage(() => import('../features/auth/password-recovery-page.js').then((m) => m.PasswordRecoveryPage)),
  passwordNew: lazyPage(() => import('../features/auth/new-password-page.js').then((m) => m.NewPasswordPage)),
  signout: lazyPage(() => import('../features/auth/sign-out-page.js').then((m) => m.SignOutPage)),
  magicLink: lazyPage(() => import('../features/auth/magic-link-page.js').then((m) => m.MagicLinkPage)),
  home: lazyPage(() => import('../features/home/home-page.js').then((m) => m.HomePage)),
  admin: lazyPage(() => import('../features/admin/admin-page.js').then((m) => m.AdminPage)),
  search: lazyPage(() => import('../features/search/search-page.js').then((m) => m.SearchPage)),
  adminPlayground: lazyPage(() => import('../features/search/search-page.js').then((m) => m.SearchPlaygroundPage)),
  selectCloudFiles: lazyPage(() => import('../features/cloud-import/select-cloud-files-page.js').then((m) => m.SelectCloudFilesPage)),
  adminAuditEvents: lazyPage(() => import('../features/admin/audit-events-page.js').then((m) => m.AuditEventsPage)),
  adminTestimonials: lazyPage(() => import('../features/admin/testimonials-page.js').then((m) => m.TestimonialsPage)),
  projects: Projects,
  organizationProjects: OrganizationProjects,
  organizations: lazyPage(() => import('../features/organizations/organizations-page.js').then((m) => m.OrganizationsPage)),
  adminOrganization: lazyPage(() => import('./pages/organization-admin-route.js').then((m) => m.OrganizationAdminRoute)),
  joinOrganization: lazyPage(() => import('./pages/join-organization-route.js').then((m) => m.JoinOrganizationRoute)),
  project: ProjectPage,
  organizationProject: ProjectPage,
  folder: FolderPage,
  organizationFolder: FolderPage,
  myInterviews: lazyPage(() => import('./pages/my-interviews-route.js').then((m) => m.MyInterviewsRoute)),
  joinProject: lazyPage(() => import('../features/projects/join-project-page.js').then((m) => m.JoinProjectPage)),
  publicStory: PublicStory,
  share: PublicStory,
  storyHub: StoryHub,
  folderStoryHub: StoryHub,
  organizationStoryHub: StoryHub,
  organizationFolderStoryHub: StoryHub,
  myInterviewHub: StoryHub,
  author: Authoring,
  authorMetadata: Authoring,
  authorNotes: Authoring,
  edit: StoryEdit,
  folderEdit: StoryEdit,
  uploadFiles: UploadFiles,
  folderUploadFiles: UploadFiles,
  uploadingMetadata: lazyPage(() => import('../features/upload/upload-routes.js').then((m) => m.UploadingMetadataRoute)),
  publicConclude: Conclude,
  conclude: Conclude,
  folderConclude: Conclude,
  localRecordingStatus: lazyPage(() =>
    import('../features/local-recording/local-recording-status-page.js').then((m) => m.LocalRecordingStatusPage),
  ),
  inPersonRecording: lazyPage(() => import('../features/local-recording/in-person-recording-page.js').then((m) => m.InPersonRecordingPage)),
  projectRoomStart: RoomStart,
  folderRoomStart: RoomStart,
  storyRoom: lazyPage(() => import('../features/calls/room-start-page.js').then((m) => m.StoryRoomPage)),
  roomSession: lazyPage(() => import('../features/calls/room-session-page.js').then((m) => m.RoomSessionPage)),
  clips: lazyPage(() => import('../features/clips/clips-page.js').then((m) => m.ClipsPage)),
  galleries: lazyPage(() => import('../features/galleries/galleries-page.js').then((m) => m.GalleriesPage)),
  newGallery: lazyPage(() => import('../features/galleries/gallery-form-page.js').then((m) => m.NewGalleryPage)),
  editGallery: lazyPage(() => import('../features/galleries/gallery-form-page.js').then((m) => m.EditGalleryPage)),
  refineGallery: lazyPage(() => import('../features/galleries/refine-gallery-page.js').then((m) => m.RefineGalleryPage)),
  gallery: lazyPage(() => import('../features/galleries/gallery-page.js').then((m) => m.GalleryPage)),
  publicGallery: lazyPage(() => import('../features/galleries/public-gallery-page.js').then((m) => m.PublicGalleryPage)),
  publicClip: lazyPage(() => import('../features/clips/public-clip-page.js').then((m) => m.PublicClipPage)),
  ticket: lazyPage(() => import('../features/tickets/ticket-page.js').then((m) => m.TicketPage)),
  ticketUsed: lazyPage(() => import('../features/tickets/guest-pages.js').then((m) => m.TicketUsedPage)),
  thankYou: lazyPage(() => import('../features/tickets/guest-pages.js').then((m) => m.ThankYouPage)),
  linkExpired: lazyPage(() => import('../features/tickets/guest-pages.js').then((m) => m.LinkExpiredPage)),
  tutorials: lazyPage(() => import('../features/tutorials/tutorials-page.js').then((m) => m.TutorialsPage)),
  tutorial: lazyPage(() => import('../features/tutorials/tutorial-page.js').then((m) => m.TutorialPage)),
  account: lazyPage(() => import('../features/account/account-page.js').then((m) => m.AccountPage)),
  remixes: lazyPage(() => import('../features/remixes/remixes-page.js').then((m) => m.RemixesRoute)),
  remix: lazyPage(() => import('../features/remixes/remix-page.js').then((m) => m.RemixRoute)),
  sso: lazyPage(() => import('../features/auth/sso-page.js').then((m) => m.SsoPage)),
  sessionRedirect: lazyPage(() => import('../features/tickets/session-redirect-page.js').then((m) => m.SessionRedirectPage)),
  planCampaign: CampaignPage,
  planCampaignOrganization: CampaignPage,
  planCampaignPrepsession: CampaignPage,
  planCall: CallPlans,
  planCallOrganization: CallPlans,
  planCallPrepsession: lazyPage(() => import('../features/planning/call-plan-page.js').then((m) => m.CallPlanPage)),
  entities: lazyPage(() => import('../features/entities/entities-page.js').then((m) => m.EntitiesPage)),
  entity: lazyPage(() => import('../features/entities/story-entities-page.js').then((m) => m.StoryEntitiesRoute)),
  notFound: lazyPage(() => import('../features/home/not-found-page.js').then((m) => m.NotFoundPage)),
};

/** The page that renders a route: its own, the marketing frame, or (for a route no page was written for) not found. */
export function pageFor(route: RouteDefinition): RoutePage {
  return PAGES[route.id] ?? (route.marketing ? Marketing : (PAGES.notFound as RoutePage));
}

/** The routes (not marketing pages) that have no page of their own: none, or the route table promises a page nobody built. */
export function routesWithoutPage(routes: readonly RouteDefinition[]): string[] {
  return routes.filter((route) => !route.marketing && !PAGES[route.id]).map((route) => route.id);
}

/** Starts loading a route's page chunk (while the session is still being checked, so the two overlap). */
export function preloadPage(route: RouteDefinition): void {
  preloads.get(pageFor(route))?.();
}

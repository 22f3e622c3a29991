import type { ApiRoute } from '../http/api-route.js';
import { accountRoutes } from '../modules/accounts/account.routes.js';
import { accountSettingsRoutes } from '../modules/accounts/account-settings.routes.js';
import { adminRoutes } from '../modules/admin/admin.routes.js';
import { publicTestimonialRoutes } from '../modules/admin/public-testimonials.routes.js';
import { auditRoutes } from '../modules/audit/audit.routes.js';
import { clipRoutes } from '../modules/clips/clip.routes.js';
import { clipLibraryRoutes } from '../modules/clips/clip-library.routes.js';
import { clipShareRoutes } from '../modules/clips/clip-share.routes.js';
import { type BoxClient, cloudImportRoutes } from '../modules/cloud-import/cloud-import.routes.js';
import { concludeRoutes } from '../modules/conclude/conclude.routes.js';
import { downloadRoutes } from '../modules/downloads/download.routes.js';
import { entityRoutes } from '../modules/entities/entity.routes.js';
import { exportRoutes } from '../modules/export/export.routes.js';
import { featureFlagRoutes } from '../modules/feature-flags/feature-flags.routes.js';
import { folderRoutes } from '../modules/folders/folder.routes.js';
import { galleryRoutes } from '../modules/galleries/gallery.routes.js';
import { homeRoutes } from '../modules/home/home.routes.js';
import { indexRoutes } from '../modules/indexes/index.routes.js';
import type { MediaServices } from '../modules/media-services.types.js';
import { organizationRoutes } from '../modules/organizations/organization.routes.js';
import { planningRoutes } from '../modules/planning/planning.routes.js';
import { projectRoutes } from '../modules/projects/project.routes.js';
import { publicSiteRoutes } from '../modules/public-site/public-site.routes.js';
import { recordingRoutes } from '../modules/recording/recording.routes.js';
import { remixRoutes } from '../modules/remixes/remix.routes.js';
import { dialInRoutes } from '../modules/rooms/dial-in.routes.js';
import { roomRoutes } from '../modules/rooms/room.routes.js';
import { vonageArchiveRoutes } from '../modules/rooms/vonage-archive.routes.js';
import { searchRoutes } from '../modules/search/search.routes.js';
import { publicStoryRoutes, shareRoutes } from '../modules/sharing/share.routes.js';
import { ssoRoutes } from '../modules/sso/sso.routes.js';
import { previousOriginalRoutes } from '../modules/stories/previous-originals.routes.js';
import { storyRoutes } from '../modules/stories/story.routes.js';
import { storyFileUploadRoutes } from '../modules/stories/story-file-upload.routes.js';
import { transcriptRoutes } from '../modules/transcripts/transcript.routes.js';
import { transcriptionRoutes } from '../modules/transcripts/transcription.routes.js';
import { storageUsageRoutes } from '../modules/upload/storage-usage.routes.js';
import { uploadRoutes } from '../modules/upload/upload.routes.js';
import type { SearchEngine } from '../ports/search-engine.port.js';

/**
 * Every API route declared with `defineRoute`, grouped by area as in docs/product/api.md. A new area adds
 * one line here (or in `mediaApiRoutes` when it needs the media services); its routes are then validated,
 * authorized and listed in the OpenAPI document.
 */
export const apiRoutes: readonly ApiRoute[] = [
  ...accountRoutes,
  ...accountSettingsRoutes,
  ...ssoRoutes,
  ...featureFlagRoutes,
  ...publicSiteRoutes,
  ...organizationRoutes,
  ...adminRoutes,
  ...auditRoutes,
  ...projectRoutes,
  ...folderRoutes,
  ...homeRoutes,
  ...storyRoutes,
  ...concludeRoutes,
  ...transcriptRoutes,
  ...indexRoutes,
  ...entityRoutes,
  ...shareRoutes,
  ...roomRoutes,
  ...dialInRoutes,
  ...planningRoutes,
];

/** What the routes that need the media services are built with. */
export interface MediaRouteDependencies {
  media: MediaServices;
  search: SearchEngine;
  /** Box's API base for imports from Box (https://api.box.com unless configured). */
  boxApiUrl?: string;
  /** The Box app people connect their Box account with (OAuth); without it they paste an access token. */
  boxClient?: BoxClient | undefined;
}

/**
 * The routes served only with a media store, beside `apiRoutes` (the tenant-isolation matrix and the fuzz test
 * cover these two lists; the upload calls are in `uploadApiRoutes`).
 */
export function mediaApiRoutes({ media, search, boxApiUrl, boxClient }: MediaRouteDependencies): ApiRoute[] {
  return [
    ...transcriptionRoutes(media),
    ...clipRoutes(media),
    ...clipLibraryRoutes(media),
    ...clipShareRoutes(media),
    ...previousOriginalRoutes(media),
    ...galleryRoutes(media),
    ...searchRoutes(search),
    ...publicStoryRoutes(media),
    ...publicTestimonialRoutes(media),
    ...downloadRoutes(media),
    ...recordingRoutes(media),
    ...exportRoutes(media),
    ...storyFileUploadRoutes(media),
    ...remixRoutes(media),
    ...cloudImportRoutes(media, boxApiUrl, boxClient),
    ...vonageArchiveRoutes(media),
    ...storageUsageRoutes(media),
  ];
}

/** The upload calls (multipart uploads, local recordings, guest recordings), covered by the upload route tests. */
export function uploadApiRoutes(media: MediaServices): ApiRoute[] {
  return uploadRoutes(media);
}

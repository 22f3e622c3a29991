import { accountRoutes } from '../modules/accounts/account.routes.js';
import { concludeRoutes } from '../modules/conclude/conclude.routes.js';
import { featureFlagRoutes } from '../modules/feature-flags/feature-flags.routes.js';
import { folderRoutes } from '../modules/folders/folder.routes.js';
import { indexRoutes } from '../modules/indexes/index.routes.js';
import { organizationRoutes } from '../modules/organizations/organization.routes.js';
import { projectRoutes } from '../modules/projects/project.routes.js';
import { publicSiteRoutes } from '../modules/public-site/public-site.routes.js';
import { shareRoutes } from '../modules/sharing/share.routes.js';
import { storyRoutes } from '../modules/stories/story.routes.js';
import { transcriptRoutes } from '../modules/transcripts/transcript.routes.js';
import type { ApiRoute } from './api-route.js';

/**
 * Every API route declared with `defineRoute`, grouped by area as in docs/product/api.md. A new area adds
 * one line here; its routes are then validated, authorized and listed in the OpenAPI document.
 */
export const apiRoutes: readonly ApiRoute[] = [
  ...accountRoutes,
  ...featureFlagRoutes,
  ...publicSiteRoutes,
  ...organizationRoutes,
  ...projectRoutes,
  ...folderRoutes,
  ...storyRoutes,
  ...concludeRoutes,
  ...transcriptRoutes,
  ...indexRoutes,
  ...shareRoutes,
];

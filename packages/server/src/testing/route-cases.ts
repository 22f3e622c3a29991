import { accountRouteCases } from './account-route-cases.js';
import { adminRouteCases } from './admin-route-cases.js';
import { concludeRouteCases } from './conclude-route-cases.js';
import { entityRouteCases } from './entity-route-cases.js';
import { memberRouteCases } from './member-route-cases.js';
import { planningRouteCases } from './planning-route-cases.js';
import { roomRouteCases } from './room-route-cases.js';
import { manage, type RouteCase, see } from './route-rules.js';
import { storyBulkUploadRouteCases } from './story-bulk-upload-route-cases.js';
import { storyContentRouteCases } from './story-content-route-cases.js';
import { testimonialRouteCases } from './testimonial-route-cases.js';
import { workspaceRouteCases } from './workspace-route-cases.js';

export type { Cell, Expectation, RouteCase, Side } from './route-rules.js';
export { adminOnly, anyone, manage, memberList, orgManage, orgSee, see, signedIn } from './route-rules.js';

/** Every route of the API (apiRoutes), with a well-formed call against either tenant and each role's answer. */
export const routeCases: RouteCase[] = [
  ...accountRouteCases,
  ...workspaceRouteCases,
  ...adminRouteCases,
  ...testimonialRouteCases,
  ...memberRouteCases,
  ...concludeRouteCases,
  ...storyBulkUploadRouteCases,
  // Transcripts, indexes, search and sharing.
  ...storyContentRouteCases(see, manage),
  ...roomRouteCases,
  ...planningRouteCases,
  ...entityRouteCases,
];

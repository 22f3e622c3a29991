import type {
  ProjectCreateRequest,
  ProjectEditRequest,
  ProjectListQuery,
  TicketCreateRequest,
  TicketLink,
} from '../model/api/project.api.js';
import type { Project } from '../model/project.schema.js';
import type { ProjectRole } from '../model/role.schema.js';

/** One page of a list and the size of the whole list. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Projects (see docs/product/api.md): lists, one project, create with invites, edit, leave, join by code, tickets. */
export const ProjectApi = Symbol('ProjectApi');
export interface ProjectApi {
  /** `GET /projects`, or `GET /organization/{code}/projects` when an organization is given. */
  list(query: Partial<ProjectListQuery> & { organizationCode?: string }): Promise<Page<Project>>;
  get(id: string): Promise<Project>;
  /** `GET /projects/{id}/role`: null when the user reaches it through the organization. */
  role(id: string): Promise<ProjectRole | null>;
  create(request: ProjectCreateRequest): Promise<Project>;
  edit(id: string, request: ProjectEditRequest): Promise<Project>;
  /** `DELETE /projects/{id}/removeme`. */
  leave(id: string): Promise<void>;
  /** `POST /projects/join/{code}`: answers the joined project. */
  join(code: string): Promise<Project>;
  /** `POST /projects/{id}/tickets`: a single-use link, into the project (or a story's call) or asking for uploads. */
  createTicket(id: string, request: TicketCreateRequest): Promise<TicketLink>;
}

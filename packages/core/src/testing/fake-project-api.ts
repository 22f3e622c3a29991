import type {
  ProjectCreateRequest,
  ProjectEditRequest,
  ProjectListQuery,
  TicketCreateRequest,
  TicketLink,
} from '../model/api/project.api.js';
import type { Project } from '../model/project.schema.js';
import type { ProjectRole } from '../model/role.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { Page, ProjectApi } from '../ports/project-api.port.js';
import { itemsOnPage } from '../util/paging.js';

/** In-memory ProjectApi; `roles` gives the current user's role per project, `joinCodes` maps codes to projects. */
export class FakeProjectApi implements ProjectApi {
  readonly projects = new Map<string, Project>();
  readonly roles = new Map<string, ProjectRole>();
  readonly joinCodes = new Map<string, string>();
  readonly left: string[] = [];
  /** Tickets made, in order, with what each was asked for. */
  readonly tickets: { projectId: string; request: TicketCreateRequest; ticket: string }[] = [];
  private counter = 0;

  constructor(projects: Project[] = []) {
    for (const project of projects) this.projects.set(project._id, project);
  }

  async list(query: Partial<ProjectListQuery> & { organizationCode?: string }): Promise<Page<Project>> {
    const needle = query.search?.trim().toLowerCase() ?? '';
    const all = [...this.projects.values()].filter(
      (p) => (!query.organizationCode || p.org_code === query.organizationCode) && p.name.toLowerCase().includes(needle),
    );
    return { items: itemsOnPage(all, query.page ?? 1, query.pageSize ?? 15), total: all.length };
  }
  async get(id: string): Promise<Project> {
    const project = this.projects.get(id);
    if (!project) throw apiFailure(404, 'NOT_FOUND', 'Project not found');
    return project;
  }
  async role(id: string): Promise<ProjectRole | null> {
    await this.get(id);
    return this.roles.get(id) ?? null;
  }
  async create(request: ProjectCreateRequest): Promise<Project> {
    this.counter += 1;
    const project: Project = {
      _id: `new-project-${this.counter}`,
      name: request.name,
      org_code: request.org_code,
      invites: request.invites ?? [],
    };
    if (request.description !== undefined) project.description = request.description;
    this.projects.set(project._id, project);
    this.roles.set(project._id, 'project_manager');
    return project;
  }
  async edit(id: string, request: ProjectEditRequest): Promise<Project> {
    const { projectBackgroundUrl, ...rest } = request;
    const project: Project = { ...(await this.get(id)), ...rest };
    if (projectBackgroundUrl !== undefined) project.projectBackgroundUrl = projectBackgroundUrl;
    this.projects.set(id, project);
    return project;
  }
  async leave(id: string): Promise<void> {
    await this.get(id);
    this.left.push(id);
    this.roles.delete(id);
  }
  async join(code: string): Promise<Project> {
    const id = this.joinCodes.get(code);
    if (!id) throw apiFailure(404, 'NOT_FOUND', 'No project has this code');
    this.roles.set(id, this.roles.get(id) ?? 'project_member');
    return this.get(id);
  }
  async createTicket(id: string, request: TicketCreateRequest): Promise<TicketLink> {
    await this.get(id);
    this.counter += 1;
    const ticket = `ticket-${this.counter}`;
    this.tickets.push({ projectId: id, request, ticket });
    return { ticket, url: `http://storykeep.test/ticket/${ticket}` };
  }
}

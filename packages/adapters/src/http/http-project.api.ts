import {
  OkResponseSchema,
  type Page,
  type Project,
  type ProjectApi,
  type ProjectCreateRequest,
  type ProjectEditRequest,
  type ProjectListQuery,
  ProjectListResponseSchema,
  type ProjectRole,
  ProjectRoleResponseSchema,
  ProjectSchema,
  type TicketCreateRequest,
  type TicketLink,
  TicketResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { queryString, segment } from './query-string.js';

/** ProjectApi over HTTP: `/projects…` and `/organization/{code}/projects`. */
@injectable()
export class HttpProjectApi implements ProjectApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list({ organizationCode, ...query }: Partial<ProjectListQuery> & { organizationCode?: string }): Promise<Page<Project>> {
    const base = organizationCode ? `/organization/${segment(organizationCode)}/projects` : '/projects';
    return this.http.request('GET', `${base}${queryString({ ...query })}`, ProjectListResponseSchema);
  }
  get(id: string): Promise<Project> {
    return this.http.request('GET', `/projects/${segment(id)}`, ProjectSchema);
  }
  async role(id: string): Promise<ProjectRole | null> {
    return (await this.http.request('GET', `/projects/${segment(id)}/role`, ProjectRoleResponseSchema)).currentUserProjectRole;
  }
  create(request: ProjectCreateRequest): Promise<Project> {
    return this.http.request('POST', '/projects/create', ProjectSchema, request);
  }
  edit(id: string, request: ProjectEditRequest): Promise<Project> {
    return this.http.request('PUT', `/projects/${segment(id)}/edit`, ProjectSchema, request);
  }
  async leave(id: string): Promise<void> {
    await this.http.request('DELETE', `/projects/${segment(id)}/removeme`, OkResponseSchema);
  }
  join(code: string): Promise<Project> {
    return this.http.request('POST', `/projects/join/${segment(code)}`, ProjectSchema);
  }
  createTicket(id: string, request: TicketCreateRequest): Promise<TicketLink> {
    return this.http.request('POST', `/projects/${segment(id)}/tickets`, TicketResponseSchema, request);
  }
}

import {
  InviteResponseSchema,
  type MemberApi,
  OkResponseSchema,
  type OrganizationMember,
  OrganizationMemberListResponseSchema,
  type OrganizationMemberRole,
  OrganizationMemberSchema,
  type ProjectMember,
  ProjectMemberListResponseSchema,
  ProjectMemberSchema,
  type ProjectRole,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** MemberApi over HTTP: `/organization/{code}/members…`, `/organization/{code}/invites`, `/projects/{id}/members…`, `/projects/{id}/invites`. */
@injectable()
export class HttpMemberApi implements MemberApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async listOrganization(code: string): Promise<OrganizationMember[]> {
    return (await this.http.request('GET', `/organization/${segment(code)}/members`, OrganizationMemberListResponseSchema)).items;
  }
  async inviteToOrganization(code: string, email: string, role: OrganizationMemberRole): Promise<void> {
    await this.http.request('POST', `/organization/${segment(code)}/invites`, InviteResponseSchema, { email, role });
  }
  changeOrganizationRole(code: string, userId: string, role: OrganizationMemberRole): Promise<OrganizationMember> {
    return this.http.request('PUT', `/organization/${segment(code)}/members/${segment(userId)}`, OrganizationMemberSchema, { role });
  }
  async removeFromOrganization(code: string, userId: string): Promise<void> {
    await this.http.request('DELETE', `/organization/${segment(code)}/members/${segment(userId)}`, OkResponseSchema);
  }
  async listProject(id: string): Promise<ProjectMember[]> {
    return (await this.http.request('GET', `/projects/${segment(id)}/members`, ProjectMemberListResponseSchema)).items;
  }
  async inviteToProject(id: string, email: string): Promise<void> {
    await this.http.request('POST', `/projects/${segment(id)}/invites`, InviteResponseSchema, { email });
  }
  changeProjectRole(id: string, userId: string, role: ProjectRole): Promise<ProjectMember> {
    return this.http.request('PUT', `/projects/${segment(id)}/members/${segment(userId)}`, ProjectMemberSchema, { role });
  }
  async removeFromProject(id: string, userId: string): Promise<void> {
    await this.http.request('DELETE', `/projects/${segment(id)}/members/${segment(userId)}`, OkResponseSchema);
  }
}

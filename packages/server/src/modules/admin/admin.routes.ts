import {
  AdminAccountListResponseSchema,
  AdminAccountParamsSchema,
  AdminAccountQuerySchema,
  AdminAccountRoleRequestSchema,
  AdminAccountSchema,
  NoQuerySchema,
  TestimonialCandidateListSchema,
  TestimonialParamsSchema,
  TestimonialSelectionRequestSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { listAccounts, setAccountRole } from './admin-accounts.service.js';
import { listTestimonialCandidates, saveTestimonials } from './testimonials.service.js';

const tag = 'Admin';

/** Administration calls: every account of the workspace and its role (admin only). */
export const adminRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/admin/accounts',
    tag,
    summary: 'Admin: every account, searched by name or e-mail and paged',
    access: 'member',
    query: AdminAccountQuerySchema,
    response: AdminAccountListResponseSchema,
    handler: ({ context, actor, query }) => listAccounts(context, actor, query),
  }),
  defineRoute({
    method: 'PUT',
    url: '/admin/accounts/:id/role',
    tag,
    summary: "Admin: change an account's role (409: your own)",
    access: 'member',
    params: AdminAccountParamsSchema,
    query: NoQuerySchema,
    body: AdminAccountRoleRequestSchema,
    response: AdminAccountSchema,
    handler: ({ context, actor, params, body }) => setAccountRole(context, actor, params.id, body.role),
  }),
  defineRoute({
    method: 'GET',
    url: '/admin/testimonials/:code',
    tag,
    summary: "Admin: an organization's public pages and clips, and which it features as testimonials",
    access: 'member',
    params: TestimonialParamsSchema,
    query: NoQuerySchema,
    response: TestimonialCandidateListSchema,
    handler: ({ context, actor, params }) => listTestimonialCandidates(context, actor, params.code),
  }),
  defineRoute({
    method: 'PUT',
    url: '/admin/testimonials/:code',
    tag,
    summary: 'Admin: the public pages and clips an organization features, in order',
    access: 'member',
    params: TestimonialParamsSchema,
    query: NoQuerySchema,
    body: TestimonialSelectionRequestSchema,
    response: TestimonialCandidateListSchema,
    handler: ({ context, actor, params, body }) => saveTestimonials(context, actor, params.code, body),
  }),
];

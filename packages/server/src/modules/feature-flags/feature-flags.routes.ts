import {
  CodeParamsSchema,
  FeatureFlagsRequestSchema,
  FeatureFlagsResponseSchema,
  FeatureFlagsSchema,
  FeatureFlagsUpdateRequestSchema,
  IdParamsSchema,
  NoQuerySchema,
} from '@storykeep/core';
import { z } from 'zod';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { flagsFor, organizationFlags, setOrganizationFlags, setUserFlags } from './feature-flags.service.js';

const query = NoQuerySchema;
const StoredFlagsSchema = z.record(z.string(), z.unknown());

export const featureFlagRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/feature_flags',
    tag: 'Feature flags',
    summary: 'The feature flags in force for the user (named ones, or all)',
    access: 'account',
    query,
    body: FeatureFlagsRequestSchema,
    response: FeatureFlagsResponseSchema,
    handler: ({ context, actor, body }) => flagsFor(context, actor, body.feature_flags),
  }),
  defineRoute({
    method: 'GET',
    url: '/feature_flags/organization/:code',
    tag: 'Feature flags',
    summary: "An organization's flags (its stored ones over the defaults), for those who may change them",
    access: 'member',
    params: CodeParamsSchema,
    query,
    response: FeatureFlagsSchema,
    handler: ({ context, actor, params }) => organizationFlags(context, actor, params.code),
  }),
  defineRoute({
    method: 'PUT',
    url: '/feature_flags/organization/:code',
    tag: 'Feature flags',
    summary: "Set an organization's flags (null removes one)",
    access: 'member',
    params: CodeParamsSchema,
    query,
    body: FeatureFlagsUpdateRequestSchema,
    response: StoredFlagsSchema,
    handler: ({ context, actor, params, body }) => setOrganizationFlags(context, actor, params.code, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/feature_flags/user/:id',
    tag: 'Feature flags',
    summary: "Admin: set one user's flags (null removes one)",
    access: 'member',
    params: IdParamsSchema,
    query,
    body: FeatureFlagsUpdateRequestSchema,
    response: StoredFlagsSchema,
    handler: ({ context, actor, params, body }) => setUserFlags(context, actor, params.id, body),
  }),
];

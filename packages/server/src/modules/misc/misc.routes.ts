import { randomUUID } from 'node:crypto';
import {
  CodeParamsSchema,
  ContactParamsSchema,
  ContactRequestSchema,
  FeatureFlagsRequestSchema,
  FeatureFlagsResponseSchema,
  FeatureFlagsUpdateRequestSchema,
  IdParamsSchema,
  NoQuerySchema,
  OkResponseSchema,
  VisitCreateRequestSchema,
} from '@storykeep/core';
import { z } from 'zod';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { flagsFor, setOrganizationFlags, setUserFlags } from './feature-flags.service.js';

const query = NoQuerySchema;
const StoredFlagsSchema = z.record(z.string(), z.unknown());

export const miscRoutes: ApiRoute[] = [
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
  defineRoute({
    method: 'POST',
    url: '/visits/create',
    tag: 'Account',
    summary: 'Record a visit (the answer is not read)',
    access: 'public',
    query,
    body: VisitCreateRequestSchema,
    response: OkResponseSchema,
    status: 201,
    handler: async ({ context, actor, body }) => {
      await context.db
        .insertInto('visits')
        .values({ id: randomUUID(), user_id: actor?.userId ?? null, ...body, created_at: context.now() })
        .execute();
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/contact-:product',
    tag: 'Account',
    summary: 'Send the contact form of a product to its provider',
    access: 'public',
    params: ContactParamsSchema,
    query,
    body: ContactRequestSchema,
    response: OkResponseSchema,
    handler: async ({ context, actor, params, body }) => {
      const { location, ...fields } = body;
      await context.db
        .insertInto('contact_messages')
        .values({
          id: randomUUID(),
          product: params.product,
          user_id: actor?.userId ?? null,
          fields: JSON.stringify(fields),
          location: JSON.stringify(location),
          created_at: context.now(),
        })
        .execute();
      const lines = Object.entries(fields).map(([key, value]) => `${key}: ${String(value)}`);
      await context.mailer.send({
        to: context.contactEmail,
        subject: `Contact form (${params.product}) from ${body.name}`,
        text: [...lines, `sent from: ${location}`].join('\n'),
      });
    },
  }),
];

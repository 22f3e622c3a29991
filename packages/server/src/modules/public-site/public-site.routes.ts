import { randomUUID } from 'node:crypto';
import {
  AnalyticsEventRequestSchema,
  ContactParamsSchema,
  ContactRequestSchema,
  NoQuerySchema,
  OkResponseSchema,
  VisitCreateRequestSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { CONTACT_MAIL_JOB } from '../accounts/account-mail.jobs.js';

const query = NoQuerySchema;

/** What the public site calls: visit logging, product analytics and the contact form. */
export const publicSiteRoutes: ApiRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/visits/create',
    tag: 'Account',
    summary: 'Record a visit (the answer is not read)',
    access: 'public',
    credential: 'flood',
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
    url: '/analytics/events',
    tag: 'Account',
    summary: 'Pass one product-analytics event on to the configured provider (accepted and dropped without one)',
    access: 'public',
    query,
    body: AnalyticsEventRequestSchema,
    response: OkResponseSchema,
    status: 202,
    handler: async ({ context, body, request }) => {
      const sink = context.analytics;
      // Not awaited: a slow provider must not hold the browser's request; a failure is logged, never answered.
      sink
        ?.send({ ...body, clientIp: request.ip, ...(request.headers['user-agent'] ? { userAgent: request.headers['user-agent'] } : {}) })
        .catch((error: unknown) => request.log.warn({ err: error }, 'Analytics event not delivered'));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/contact-:product',
    tag: 'Account',
    summary: 'Send the contact form of a product to its provider (kept, then mailed by a job; limited per address)',
    access: 'public',
    credential: 'flood',
    params: ContactParamsSchema,
    query,
    body: ContactRequestSchema,
    response: OkResponseSchema,
    handler: async ({ context, actor, params, body }) => {
      const { location, ...fields } = body;
      const id = randomUUID();
      await context.db
        .insertInto('contact_messages')
        .values({
          id,
          product: params.product,
          user_id: actor?.userId ?? null,
          fields: JSON.stringify(fields),
          location: JSON.stringify(location),
          created_at: context.now(),
        })
        .execute();
      // The mail is a job's: the form answers without waiting for a mail server, and a failed send is retried.
      await context.jobs.enqueue(CONTACT_MAIL_JOB, { messageId: id });
    },
  }),
];

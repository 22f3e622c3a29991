import { ApiErrorSchema } from '@storykeep/core';
import { z } from 'zod';
import type { ApiRoute } from './api-route.js';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query', secret: readonly string[] = []) {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    // A capability (token, share key, code): logs show it redacted, and so should any tool that records calls.
    ...(secret.includes(name) ? { 'x-secret': true } : {}),
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(ApiErrorSchema, 'output') } },
});

function operation(route: ApiRoute) {
  const status = String(route.status ?? 200);
  return {
    tags: [route.tag],
    summary: route.summary,
    operationId: `${route.method.toLowerCase()}${route.url.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    ...(route.access === 'public' ? { security: [] } : {}),
    parameters: [...parameters(route.params, 'path', route.secretParams), ...parameters(route.query, 'query')],
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
      : {}),
    responses: {
      [status]: {
        description: 'Success',
        ...(route.response ? { content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } } : {}),
      },
      '400': errorResponse('Bad input; `error.field` names the field at fault'),
      ...(route.access === 'public' ? {} : { '401': errorResponse('No session, or it has ended'), '403': errorResponse('Not allowed') }),
      '404': errorResponse('Not found, or out of reach'),
    },
  };
}

/** The OpenAPI 3.1 document of the API, generated from the routes' zod schemas. */
export function openApiDocument(routes: readonly ApiRoute[], version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {
    '/health': {
      get: {
        tags: ['Health'],
        summary: 'The server is up and its database answers',
        security: [],
        responses: { '200': { description: 'Up' } },
      },
    },
  };
  for (const route of routes) {
    const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Storykeep API', version, description: 'Errors are `{ "error": { "code", "message", "field"? } }`.' },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

import { randomUUID } from 'node:crypto';
import { ROUTES } from '@storykeep/core';

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  'x-secret'?: boolean;
}

/** The part of `GET /api/openapi.json` the log test reads. */
export interface OpenApiPaths {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
}

/** One request whose path carries secrets, and the URL its log line must show instead. */
export interface SecretPathRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  pattern: string;
  url: string;
  logged: string;
  secrets: string[];
  body?: object;
}

/** Every API path, page and socket the server takes a capability in (share keys, tickets, codes, tokens, secrets). */
export const KNOWN_SECRET_PATHS = [
  '/api/vonage/archives/:secret',
  '/api/vonage/dial-in/answer/:secret',
  '/api/vonage/dial-in/input/:secret',
  '/api/vonage/dial-in/events/:secret',
  '/api/public/galleries/:shareKey',
  '/api/public/stories/:shareKey',
  '/api/prepsession/key/:key',
  '/api/projects/join/:code',
  '/api/ticket/:id',
  '/api/organization/:code/accept',
  '/api/rooms/:roomKey/join',
  '/api/rooms/:roomKey/signal',
  '/password/new/:token',
  '/share/:ticket',
  '/ticket/:ticket',
  '/project/:code',
  '/organization/:code/accept',
  '/public/galleries/:shareKey',
  '/room/session/:interviewId',
];

/** Path parameters named like credentials that are public names (an organization's code is in every link to it). */
export const PUBLIC_PATH_PARAMETERS = [
  '/admin/testimonials/{code} code',
  '/public/testimonials/{code} code',
  '/feature_flags/organization/{code} code',
  '/organization/{code} code',
  '/organization/{code}/edit code',
  '/organization/{code}/logo code',
  '/organization/{code}/invites code',
  '/organization/{code}/lock_unsecure_prep_sessions code',
  '/organization/{code}/members code',
  '/organization/{code}/members/{userId} code',
  '/organization/{code}/projects code',
  '/organization/{code}/storage code',
];

/** A request per path with a secret, each secret a distinct value the log must never hold. */
function requestFor(method: SecretPathRequest['method'], pattern: string, secret: readonly string[]): SecretPathRequest {
  const secrets: string[] = [];
  const url = pattern.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    if (!secret.includes(name)) return randomUUID();
    const value = `S3cret${name}${randomUUID().replaceAll('-', '')}`;
    secrets.push(value);
    return value;
  });
  const logged = url
    .split('/')
    .map((segment) => (secrets.includes(segment) ? '[redacted]' : segment))
    .join('/');
  return { method, pattern, url, logged, secrets, ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }) };
}

/**
 * The requests for the log test: every API route whose OpenAPI parameters are marked `x-secret`, the call signalling
 * socket, every page of core's ROUTES with secret parameters, and a call no route serves on a secret page's path.
 */
export function secretPathRequests(document: OpenApiPaths): SecretPathRequest[] {
  const requests: SecretPathRequest[] = [];
  for (const [path, item] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(item)) {
      const secret = (operation.parameters ?? []).filter((p) => p.in === 'path' && p['x-secret']).map((p) => p.name);
      if (secret.length)
        requests.push(
          requestFor(method.toUpperCase() as SecretPathRequest['method'], `/api${path.replace(/\{([^}]+)\}/g, ':$1')}`, secret),
        );
    }
  requests.push(requestFor('GET', '/api/rooms/:roomKey/signal', ['roomKey']));
  for (const route of ROUTES)
    if (route.secretParams?.length) {
      requests.push(requestFor('GET', route.path, route.secretParams));
      requests.push({ ...requestFor('POST', route.path, route.secretParams), pattern: `${route.path} (no route)` });
    }
  return requests;
}

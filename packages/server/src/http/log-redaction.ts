import { ROUTES } from '@storykeep/core';
import type { FastifyServerOptions } from 'fastify';

// Query parameters that carry a secret: media URL signatures, tokens, codes, passwords, share keys.
const SECRET_PARAMETER = /token|signature|secret|password|passwd|code|key|ticket|auth|credential|session/i;

const REDACTED = '[redacted]';

/** The URL with every secret-looking query value replaced (the path is left as it is). */
export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  for (const name of new Set(params.keys())) if (SECRET_PARAMETER.test(name)) params.set(name, REDACTED);
  return `${url.slice(0, question)}?${params.toString().replace(/%5Bredacted%5D/g, REDACTED)}`;
}

/** Route options' `config` field naming the path parameters whose values are secrets (share keys, tokens, codes). */
export interface SecretParamsConfig {
  secretParams?: readonly string[];
}

declare module 'fastify' {
  interface FastifyContextConfig extends SecretParamsConfig {}
}

/**
 * Path patterns with secret parameters, for requests no route matched: the web app's pages (core's ROUTES, served by
 * the fallback) and, registered as routes are, the API's own. A page or call mistyped by a client still hides them.
 */
const unroutedSecretPaths = new Map<string, readonly string[]>(
  ROUTES.filter((route) => route.secretParams?.length).map((route) => [route.path, route.secretParams ?? []]),
);

/** Remembers a route's secret parameters for requests that reach no route (`registerApiRoutes` calls it). */
export function noteSecretPath(pattern: string, secretParams: readonly string[]): void {
  if (secretParams.length) unroutedSecretPaths.set(pattern, secretParams);
}

const segmentsOf = (path: string) => path.split('/');

/** Whether a path segment fits a pattern segment (`:name`, `prefix-:name` or a literal). */
function fits(segment: string, patternSegment: string): boolean {
  const colon = patternSegment.indexOf(':');
  if (colon < 0) return segment === patternSegment;
  return segment.length > colon && segment.startsWith(patternSegment.slice(0, colon));
}

function matches(path: string, pattern: string): boolean {
  const segments = segmentsOf(path.replace(/\/+$/, ''));
  const wanted = segmentsOf(pattern);
  return segments.length === wanted.length && wanted.every((part, index) => fits(segments[index] ?? '', part));
}

/** The path with the segments the pattern names as secret replaced: decided by the route, never by the URL's text. */
function redactedPath(path: string, pattern: string, secretParams: readonly string[]): string {
  const wanted = segmentsOf(pattern);
  const segments = segmentsOf(path);
  return segments
    .map((segment, index) => {
      const part = wanted[index];
      if (part === undefined) return wanted.at(-1) === '*' && secretParams.includes('*') ? REDACTED : segment;
      if (part === '*') return secretParams.includes('*') ? REDACTED : segment;
      const name = part.slice(part.indexOf(':') + 1);
      return part.includes(':') && secretParams.includes(name) ? REDACTED : segment;
    })
    .join('/');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string | undefined; config?: SecretParamsConfig | undefined };
}

/** The request's URL as it may appear in a log: secret path parameters (by route pattern) and query values hidden. */
export function loggedUrl(request: Pick<LoggedRequest, 'url' | 'routeOptions'>): string {
  const question = request.url.indexOf('?');
  const path = question < 0 ? request.url : request.url.slice(0, question);
  const query = question < 0 ? '' : request.url.slice(question);
  const pattern = request.routeOptions?.url;
  let safePath = path;
  if (pattern) {
    const secret = request.routeOptions?.config?.secretParams ?? [];
    if (secret.length) safePath = redactedPath(path, pattern, secret);
  } else {
    for (const [candidate, secret] of unroutedSecretPaths)
      if (matches(path, candidate)) {
        safePath = redactedPath(path, candidate, secret);
        break;
      }
  }
  return redactedUrl(`${safePath}${query}`);
}

const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'token', 'refreshToken', 'accessToken', 'code', 'secret'];

/**
 * The server's logger: request lines carry the method, the URL without secret path parameters or query values, host
 * and address, never headers or bodies; anything logged under an authorization, cookie or password-like field is
 * censored too.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `body.${field}`, `req.body.${field}`]),
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggedUrl(request),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

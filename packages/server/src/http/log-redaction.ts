import type { FastifyServerOptions } from 'fastify';

// Query parameters that carry a secret: media URL signatures, tokens, codes, passwords, share keys.
const SECRET_PARAMETER = /token|signature|secret|password|passwd|code|key|ticket|auth|credential|session/i;

/** The request URL as it may appear in a log: every secret-looking query value replaced. */
export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  for (const name of new Set(params.keys())) if (SECRET_PARAMETER.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, question)}?${params.toString().replace(/%5Bredacted%5D/g, '[redacted]')}`;
}

const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'token', 'refreshToken', 'accessToken', 'code', 'secret'];

/**
 * The server's logger: request lines carry the method, the URL without secret query values, host and address, never
 * headers or bodies; anything logged under an authorization, cookie or password-like field is censored too.
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
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}

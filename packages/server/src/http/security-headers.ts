import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { S3Settings } from '../storage/s3-object-store.js';

export interface SecurityHeaderOptions {
  /** The address people use; an https one turns on Strict-Transport-Security. */
  publicUrl?: string | undefined;
  /** Browsers fetch and send media bytes on presigned URLs of this bucket. */
  s3?: S3Settings | undefined;
  /** The web app reports errors to this Sentry DSN's host. */
  sentryDsn?: string | undefined;
}

// The recording room's video SDK (Vonage/OpenTok) talks to these hosts over HTTPS and secure websockets.
const VIDEO_SDK_HOSTS = ['https://*.opentok.com', 'wss://*.opentok.com', 'https://*.tokbox.com', 'wss://*.tokbox.com'];

/** The origins a browser reaches the bucket on, path style and virtual-host style. */
export function s3Origins(s3: S3Settings | undefined): string[] {
  if (!s3) return [];
  if (s3.endpoint) {
    const url = new URL(s3.endpoint);
    return s3.forcePathStyle ? [url.origin] : [url.origin, `${url.protocol}//${s3.bucket}.${url.host}`];
  }
  const region = s3.region ?? 'us-east-1';
  return [`https://${s3.bucket}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The policy the web app runs under. Scripts come only from the app's own files (the run-time config is a JSON
 * element, never executed). Styles allow inline: Fluent UI's Griffel writes its rules into style elements at run
 * time. Media and uploads also reach the S3 bucket; blob: URLs carry recordings and the error reporter's worker.
 * Pictures may come from any https site (a gallery's logo, background and thumbnail are linked, not uploaded). No
 * page may be framed, the public story pages included: they have no embed view, so a frame could only be used to
 * dress them up or to trick a click.
 */
export function appContentSecurityPolicy(options: SecurityHeaderOptions): string {
  const s3 = s3Origins(options.s3);
  const sentry = originOf(options.sentryDsn);
  const sockets = originOf(options.publicUrl).map((o) => o.replace(/^http/, 'ws'));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // A gallery's logo, background and thumbnail are pictures its author links from any https site.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...s3],
    'media-src': ["'self'", 'blob:', ...s3],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...sockets, ...s3, ...sentry, ...VIDEO_SDK_HOSTS],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Anything that is not a page (JSON, media, the app's own scripts) may do nothing if opened as a document. */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Sets the security headers on every response the server sends, API, media and web app alike. Helmet sets the fixed
 * ones as each request arrives. The Content-Security-Policy depends on what the answer turns out to be (a page gets
 * the app's policy, anything else none at all), which is only known once the answer is sent, so helmet's own policy is
 * off and a small onSend hook chooses it; Permissions-Policy is not one of helmet's headers, so the hook sets it too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  const appPolicy = appContentSecurityPolicy(options);
  const https = options.publicUrl?.startsWith('https:') ?? false;
  await app.register(helmet, {
    contentSecurityPolicy: false,
    // Links can carry tokens (magic links, shares) and media URLs signatures: no page tells another where it was.
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // A page opened from another site's window shares no browsing context with it, nor it with ours.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Require-corp would block the video SDK's and the bucket's media, which send no Cross-Origin-Resource-Policy.
    crossOriginEmbedderPolicy: false,
    // Our media, thumbnails and logos may be shown by other sites and mail readers (a shared story's poster, a
    // gallery's picture in a mail); same-origin would blank them there, and the bucket's presigned URLs are not ours.
    crossOriginResourcePolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
    // Helmet's legacy headers the server has never sent are left off, so browsers see exactly the headers they did.
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    reply.header('content-security-policy', type.startsWith('text/html') ? appPolicy : NON_DOCUMENT_POLICY);
    reply.header('permissions-policy', 'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=()');
    return payload;
  });
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Binds a redirect flow (an OAuth authorization) to the browser that started it: a random value in an HttpOnly,
 * SameSite=Lax cookie (Secure when the app is served over https), whose hash is kept with the flow's state. Lax lets
 * the cookie ride along the provider's redirect back (a top-level GET) but not a request another site makes; a
 * callback without the cookie, or with another browser's, is refused.
 */
export interface BrowserBinding {
  /** The cookie's name. */
  name: string;
  /** The path the cookie is sent to (the flow's own routes only). */
  path: string;
  maxAgeSeconds: number;
}

export const bindingHash = (value: string): string => createHash('sha256').update(`storykeep browser binding\n${value}`).digest('hex');

/** Sets a fresh binding cookie on the answer; returns the hash to keep with the state. */
export function bindBrowser(reply: FastifyReply, binding: BrowserBinding, publicUrl: string): string {
  const value = randomBytes(32).toString('base64url');
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${binding.name}=${value}; Path=${binding.path}; Max-Age=${binding.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`,
  );
  return bindingHash(value);
}

/** Clears the binding cookie (the flow is over, whichever way). */
export function unbindBrowser(reply: FastifyReply, binding: BrowserBinding, publicUrl: string): void {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header('set-cookie', `${binding.name}=; Path=${binding.path}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
}

/** The cookie's value as the request brings it, if it does. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Whether the request brings the cookie whose hash the flow kept (compared in constant time). */
export function sameBrowser(request: FastifyRequest, binding: BrowserBinding, keptHash: string | null | undefined): boolean {
  const value = cookieOf(request, binding.name);
  if (!value || !keptHash) return false;
  const presented = Buffer.from(bindingHash(value), 'hex');
  const kept = Buffer.from(keptHash, 'hex');
  return presented.length === kept.length && timingSafeEqual(presented, kept);
}

import type { z } from 'zod';
import { ApiError, ContractError } from './api-error.js';
import { takeEarlyRead } from './early-reads.js';

export interface HttpClientOptions {
  /** Where the API lives; the API lives under `/api` on the app's own origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  getToken?: () => string | null | undefined;
  /**
   * Renews the session after a 401 and answers the new access token; rejects when it cannot (the auth actor then
   * signs the user out). Ordinary requests that got a 401 are sent once more with the new token.
   */
  refreshToken?: () => Promise<string>;
}

/** Requests whose 401 says something about the credentials sent, not about an expired session: never retried. */
const AUTH_PATHS = /^\/(signin|signout|auth\/|register|password|send-password-recovery-email|magic-link)/;

/** Browsers refuse a keepalive request whose body passes 64 KB; a larger one is sent the ordinary way. */
const KEEPALIVE_BODY_LIMIT = 60_000;

interface ErrorBody {
  error?: { code?: string; message?: string; field?: string };
}

/** JSON over HTTP with the Authorization header, answers validated against core's schemas. */
export class HttpClient {
  private readonly fetchImpl: typeof fetch;
  /** The renewal under way, shared by every request that hit a 401 meanwhile. */
  private renewal: Promise<string> | null = null;

  constructor(private readonly options: HttpClientOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  /** The full address of an API path, for the few calls the browser makes itself by navigating there. */
  addressOf(path: string): string {
    return `${this.options.baseUrl}${path}`;
  }

  /**
   * `options.token` replaces the signed-in user's token for this one call (an upload token that authorizes one upload);
   * such a call is never renewed on a 401.
   */
  async request<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    body?: unknown,
    options: { token?: string } = {},
  ): Promise<z.infer<S>> {
    const response = await this.exchange(method, path, body, options.token);
    const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = (payload as ErrorBody | undefined)?.error;
      throw new ApiError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? response.statusText, error?.field);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ContractError(path, parsed.error.message);
    return parsed.data;
  }

  /**
   * The server's answer whatever its status, for the calls whose rule is about the status itself (an index delete
   * must answer 204); the body comes back as text.
   */
  async requestRaw(
    method: string,
    path: string,
    body?: unknown,
    options: { keepalive?: boolean } = {},
  ): Promise<{ status: number; statusText: string; body: string }> {
    const response = await this.exchange(method, path, body, undefined, options.keepalive);
    return { status: response.status, statusText: response.statusText, body: await response.text().catch(() => '') };
  }

  private async exchange(method: string, path: string, body: unknown, callToken?: string, keepalive?: boolean): Promise<Response> {
    const token = callToken ?? this.options.getToken?.();
    let response = await this.send(method, path, body, token, keepalive);
    if (response.status === 401 && token && !callToken && this.options.refreshToken && !AUTH_PATHS.test(path)) {
      const renewed = await this.renew().catch(() => null);
      if (renewed) response = await this.send(method, path, body, renewed, keepalive);
    }
    return response;
  }

  /** `keepalive` lets the request finish after the page is gone (browsers take at most 64 KB of such bodies). */
  private send(method: string, path: string, body: unknown, token: string | null | undefined, keepalive?: boolean): Promise<Response> {
    const url = `${this.options.baseUrl}${path}`;
    const early = method === 'GET' ? takeEarlyRead(url, token) : undefined;
    if (early) return early.catch(() => this.send(method, path, body, token));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const json = body === undefined ? undefined : JSON.stringify(body);
    const init: RequestInit = { method, headers, body: json };
    if (keepalive && (json?.length ?? 0) < KEEPALIVE_BODY_LIMIT) init.keepalive = true;
    return this.fetchImpl(url, init);
  }

  private renew(): Promise<string> {
    const refresh = this.options.refreshToken;
    if (!refresh) return Promise.reject(new Error('No token refresher'));
    if (!this.renewal) {
      this.renewal = refresh().finally(() => {
        this.renewal = null;
      });
    }
    return this.renewal;
  }
}

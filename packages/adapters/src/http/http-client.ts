import type { z } from 'zod';
import { ApiError, ContractError } from './api-error.js';

export interface HttpClientOptions {
  /** Where the API lives; the spec's API base is `/api` on the app's own origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  getToken?: () => string | null | undefined;
}

interface ErrorBody {
  error?: { code?: string; message?: string; field?: string };
}

/** JSON over HTTP with the Authorization header, answers validated against core's schemas. */
export class HttpClient {
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: HttpClientOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  }

  async request<S extends z.ZodType>(method: string, path: string, schema: S, body?: unknown): Promise<z.infer<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = this.options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.fetchImpl(`${this.options.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = (payload as ErrorBody | undefined)?.error;
      throw new ApiError(response.status, error?.code ?? 'HTTP_ERROR', error?.message ?? response.statusText, error?.field);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ContractError(path, parsed.error.message);
    return parsed.data;
  }
}

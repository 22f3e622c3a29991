import {
  OkResponseSchema,
  type Remix,
  type RemixApi,
  type RemixCreateRequest,
  RemixListResponseSchema,
  RemixSchema,
  type RemixSummary,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** RemixApi over HTTP. */
@injectable()
export class HttpRemixApi implements RemixApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(projectId: string): Promise<RemixSummary[]> {
    return this.http.request('GET', `/projects/${segment(projectId)}/remixes`, RemixListResponseSchema);
  }

  create(projectId: string, request: RemixCreateRequest): Promise<Remix> {
    return this.http.request('POST', `/projects/${segment(projectId)}/remixes`, RemixSchema, request);
  }

  read(remixId: string): Promise<Remix> {
    return this.http.request('GET', `/remixes/${segment(remixId)}`, RemixSchema);
  }

  reorder(remixId: string, clipIds: string[]): Promise<Remix> {
    return this.http.request('PUT', `/remixes/${segment(remixId)}/order`, RemixSchema, { clipIds });
  }

  async delete(remixId: string): Promise<void> {
    await this.http.request('DELETE', `/remixes/${segment(remixId)}`, OkResponseSchema);
  }
}

import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

/** The demo's recordings go in through the app's own API, signed in as a demo account, as a person's would. */
export class DemoApi {
  constructor(
    private readonly app: FastifyInstance,
    private token = '',
  ) {}

  async signIn(email: string, password: string): Promise<void> {
    const body = await this.call<{ token: string }>('POST', '/signin', { email, password });
    this.token = body.token;
  }

  async call<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<T> {
    const response = await this.app.inject({
      method,
      url: url.startsWith('/api/') ? url : `/api${url}`,
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode >= 400) throw new Error(`Demo media: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return (response.body ? response.json() : undefined) as T;
  }

  /** The upload a person makes on the upload page: a signed part URL, the bytes, the completion. */
  async upload(storyId: string, file: string): Promise<void> {
    const config = await this.call<{ Key: string; UploadId: string; Parts: { signedUrl: string }[] }>(
      'GET',
      `/stories/${storyId}/upload-config?type=video/mp4&numUploadParts=1&fileName=interview.mp4`,
    );
    const signed = new URL(config.Parts[0]?.signedUrl ?? '', 'http://storykeep.local');
    const put = await this.app.inject({
      method: 'PUT',
      url: `${signed.pathname}${signed.search}`,
      payload: await readFile(file),
      headers: { 'content-type': 'application/octet-stream' },
    });
    if (put.statusCode >= 400) throw new Error(`Demo media: the upload of ${storyId} answered ${put.statusCode}`);
    await this.call('POST', `/stories/${storyId}/media/upload/completion`, { key: config.Key, uploadId: config.UploadId });
  }
}

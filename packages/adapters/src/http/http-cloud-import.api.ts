import { type CloudImportApi, type UrlImportRequest, type UrlImportResponse, UrlImportResponseSchema } from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';

/** CloudImportApi over HTTP: `POST /stories/import_url`. */
@injectable()
export class HttpCloudImportApi implements CloudImportApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  importUrl(request: UrlImportRequest): Promise<UrlImportResponse> {
    return this.http.request('POST', '/stories/import_url', UrlImportResponseSchema, request);
  }
}

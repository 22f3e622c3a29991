import {
  BoxAuthorizeResponseSchema,
  type BoxBulkUploadRequest,
  type BoxBulkUploadResponse,
  BoxBulkUploadResponseSchema,
  type BoxConnection,
  BoxConnectionSchema,
  type BoxItem,
  BoxListResponseSchema,
  type CloudImportApi,
  type UrlImportRequest,
  type UrlImportResponse,
  UrlImportResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';

/** CloudImportApi over HTTP: `POST /stories/import_url`, the Box connection, `/cloud/box/files` and `/stories/upload_bulk_box`. */
@injectable()
export class HttpCloudImportApi implements CloudImportApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  importUrl(request: UrlImportRequest): Promise<UrlImportResponse> {
    return this.http.request('POST', '/stories/import_url', UrlImportResponseSchema, request);
  }
  async listBox(boxToken: string | undefined, folder: string): Promise<BoxItem[]> {
    return (await this.http.request('POST', '/cloud/box/files', BoxListResponseSchema, boxToken ? { boxToken, folder } : { folder })).items;
  }
  finishBox(state: string, code: string): Promise<BoxConnection> {
    return this.http.request('POST', '/cloud/box/finish', BoxConnectionSchema, { state, code });
  }

  boxConnection(): Promise<BoxConnection> {
    return this.http.request('GET', '/cloud/box/connection', BoxConnectionSchema);
  }
  async connectBox(project?: string): Promise<string> {
    return (await this.http.request('POST', '/cloud/box/authorize', BoxAuthorizeResponseSchema, project ? { project } : {})).url;
  }
  async disconnectBox(): Promise<void> {
    await this.http.request('DELETE', '/cloud/box/connection', BoxConnectionSchema);
  }
  importBox(request: BoxBulkUploadRequest): Promise<BoxBulkUploadResponse> {
    return this.http.request('POST', '/stories/upload_bulk_box', BoxBulkUploadResponseSchema, request);
  }
}

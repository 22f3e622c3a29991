import {
  type BoxBulkUploadRequest,
  type BoxBulkUploadResponse,
  BoxBulkUploadResponseSchema,
  type BoxItem,
  BoxListResponseSchema,
  type CloudImportApi,
  type UrlImportRequest,
  type UrlImportResponse,
  UrlImportResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';

/** CloudImportApi over HTTP: `POST /stories/import_url`, `/cloud/box/files` and `/stories/upload_bulk_box`. */
@injectable()
export class HttpCloudImportApi implements CloudImportApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  importUrl(request: UrlImportRequest): Promise<UrlImportResponse> {
    return this.http.request('POST', '/stories/import_url', UrlImportResponseSchema, request);
  }
  async listBox(boxToken: string, folder: string): Promise<BoxItem[]> {
    return (await this.http.request('POST', '/cloud/box/files', BoxListResponseSchema, { boxToken, folder })).items;
  }
  importBox(request: BoxBulkUploadRequest): Promise<BoxBulkUploadResponse> {
    return this.http.request('POST', '/stories/upload_bulk_box', BoxBulkUploadResponseSchema, request);
  }
}

import type { UrlImportRequest, UrlImportResponse } from '../model/api/cloud-import.api.schema.js';

/** Imports the server downloads itself (a plain media address). */
export const CloudImportApi = Symbol('CloudImportApi');
export interface CloudImportApi {
  /** `POST /stories/import_url`: a new interview whose file the server fetches and processes. */
  importUrl(request: UrlImportRequest): Promise<UrlImportResponse>;
}

import type {
  BoxBulkUploadRequest,
  BoxBulkUploadResponse,
  BoxItem,
  UrlImportRequest,
  UrlImportResponse,
} from '../model/api/cloud-import.api.schema.js';

/** Imports the server downloads itself: a plain media address, and files chosen in Box. */
export const CloudImportApi = Symbol('CloudImportApi');
export interface CloudImportApi {
  /** `POST /stories/import_url`: a new interview whose file the server fetches and processes. */
  importUrl(request: UrlImportRequest): Promise<UrlImportResponse>;
  /** `POST /cloud/box/files`: the items of a Box folder (`0` is the root). */
  listBox(boxToken: string, folder: string): Promise<BoxItem[]>;
  /** `POST /stories/upload_bulk_box`: one interview per chosen Box file. */
  importBox(request: BoxBulkUploadRequest): Promise<BoxBulkUploadResponse>;
}

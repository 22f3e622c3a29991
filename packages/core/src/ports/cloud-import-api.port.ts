import type {
  BoxBulkUploadRequest,
  BoxBulkUploadResponse,
  BoxConnection,
  BoxItem,
  UrlImportRequest,
  UrlImportResponse,
} from '../model/api/cloud-import.api.schema.js';

/** Imports the server downloads itself: a plain media address, and files chosen in Box. */
export const CloudImportApi = Symbol('CloudImportApi');
export interface CloudImportApi {
  /** `POST /stories/import_url`: a new interview whose file the server fetches and processes. */
  importUrl(request: UrlImportRequest): Promise<UrlImportResponse>;
  /** `POST /cloud/box/files`: the items of a Box folder (`0` is the root), with a pasted token or else the person's connection. */
  listBox(boxToken: string | undefined, folder: string): Promise<BoxItem[]>;
  /** `GET /cloud/box/connection`: whether the server has a Box app and the person has connected Box. */
  boxConnection(): Promise<BoxConnection>;
  /** `POST /cloud/box/authorize`: Box's consent page to send the browser to; Box sends it back to the import page. */
  connectBox(project?: string): Promise<string>;
  /**
   * `POST /cloud/box/finish`: hands over Box's answer (from the page address's fragment) with the person's session;
   * refused (403) unless this person, in this browser, started the connection.
   */
  finishBox(state: string, code: string): Promise<BoxConnection>;
  /** `DELETE /cloud/box/connection`: forgets the person's Box tokens. */
  disconnectBox(): Promise<void>;
  /** `POST /stories/upload_bulk_box`: one interview per chosen Box file. */
  importBox(request: BoxBulkUploadRequest): Promise<BoxBulkUploadResponse>;
}

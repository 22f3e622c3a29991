import type {
  BoxBulkUploadRequest,
  BoxBulkUploadResponse,
  BoxItem,
  UrlImportRequest,
  UrlImportResponse,
} from '../model/api/cloud-import.api.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { CloudImportApi } from '../ports/cloud-import-api.port.js';

/**
 * In-memory CloudImportApi: records each import; `box` holds Box folders by id for `boxToken` (another token is
 * refused like the server does); `failing` answers a 400 naming the address.
 */
export class FakeCloudImportApi implements CloudImportApi {
  readonly imports: UrlImportRequest[] = [];
  failing = false;
  boxToken = 'box-token';
  readonly box = new Map<string, BoxItem[]>();
  readonly boxImports: BoxBulkUploadRequest[] = [];

  async importUrl(request: UrlImportRequest): Promise<UrlImportResponse> {
    if (this.failing) throw apiFailure(400, 'VALIDATION', 'Not an http or https address', 'url');
    this.imports.push({ ...request });
    const id = `imported-${this.imports.length}`;
    return { storyId: id, _id: id };
  }

  async listBox(boxToken: string, folder: string): Promise<BoxItem[]> {
    if (boxToken !== this.boxToken) throw apiFailure(400, 'BAD_REQUEST', 'Box refused the access token', 'boxToken');
    return [...(this.box.get(folder) ?? [])];
  }

  async importBox(request: BoxBulkUploadRequest): Promise<BoxBulkUploadResponse> {
    if (request.boxToken !== this.boxToken) throw apiFailure(400, 'BAD_REQUEST', 'Box refused the access token', 'boxToken');
    this.boxImports.push({ ...request });
    return { items: request.stories.map((s, i) => ({ storyId: `box-${i}`, _id: `box-${i}`, box_id: s.id })) };
  }
}

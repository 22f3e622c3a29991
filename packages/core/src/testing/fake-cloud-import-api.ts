import type { UrlImportRequest, UrlImportResponse } from '../model/api/cloud-import.api.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { CloudImportApi } from '../ports/cloud-import-api.port.js';

/** In-memory CloudImportApi: records each import; `failing` answers a 400 naming the address. */
export class FakeCloudImportApi implements CloudImportApi {
  readonly imports: UrlImportRequest[] = [];
  failing = false;

  async importUrl(request: UrlImportRequest): Promise<UrlImportResponse> {
    if (this.failing) throw apiFailure(400, 'VALIDATION', 'Not an http or https address', 'url');
    this.imports.push({ ...request });
    const id = `imported-${this.imports.length}`;
    return { storyId: id, _id: id };
  }
}

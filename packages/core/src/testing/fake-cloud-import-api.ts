import type {
  BoxBulkUploadRequest,
  BoxBulkUploadResponse,
  BoxConnection,
  BoxItem,
  UrlImportRequest,
  UrlImportResponse,
} from '../model/api/cloud-import.api.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { CloudImportApi } from '../ports/cloud-import-api.port.js';

/**
 * In-memory CloudImportApi: records each import; `box` holds Box folders by id for `boxToken` (another token is
 * refused like the server does) or, with `oauth` on, for a person who connected Box; `failing` answers a 400 naming
 * the address.
 */
export class FakeCloudImportApi implements CloudImportApi {
  readonly imports: UrlImportRequest[] = [];
  failing = false;
  boxToken = 'box-token';
  readonly box = new Map<string, BoxItem[]>();
  readonly boxImports: BoxBulkUploadRequest[] = [];
  /** Whether the server has a Box app; `connected` whether this person connected Box. */
  oauth = false;
  connected = false;
  /** The projects each connection was started from. */
  readonly connectRequests: (string | undefined)[] = [];

  async importUrl(request: UrlImportRequest): Promise<UrlImportResponse> {
    if (this.failing) throw apiFailure(400, 'VALIDATION', 'Not an http or https address', 'url');
    this.imports.push({ ...request });
    const id = `imported-${this.imports.length}`;
    return { storyId: id, _id: id };
  }

  private checkToken(boxToken: string | undefined): void {
    if (boxToken === undefined && this.oauth && this.connected) return;
    if (boxToken === undefined) throw apiFailure(400, 'BAD_REQUEST', 'Connect Box first', 'boxToken');
    if (boxToken !== this.boxToken) throw apiFailure(400, 'BAD_REQUEST', 'Box refused the access token', 'boxToken');
  }

  async listBox(boxToken: string | undefined, folder: string): Promise<BoxItem[]> {
    this.checkToken(boxToken);
    return [...(this.box.get(folder) ?? [])];
  }

  async boxConnection(): Promise<BoxConnection> {
    return { oauth: this.oauth, connected: this.oauth && this.connected };
  }

  async connectBox(project?: string): Promise<string> {
    if (!this.oauth) throw apiFailure(409, 'CONFLICT', 'This server has no Box app; paste a Box access token instead');
    this.connectRequests.push(project);
    return `https://account.box.example/authorize?state=s${this.connectRequests.length}`;
  }

  /** States handed back to `finishBox`; one of `connectRequests`'s states connects, any other is refused. */
  readonly finished: { state: string; code: string }[] = [];

  async finishBox(state: string, code: string): Promise<BoxConnection> {
    this.finished.push({ state, code });
    const known = /^s(\d+)$/.exec(state);
    if (!this.oauth || !known || Number(known[1]) > this.connectRequests.length)
      throw apiFailure(403, 'FORBIDDEN', 'This Box connection was started by someone else. Start connecting Box again from here.');
    this.connected = true;
    return { oauth: true, connected: true };
  }

  async disconnectBox(): Promise<void> {
    this.connected = false;
  }

  async importBox(request: BoxBulkUploadRequest): Promise<BoxBulkUploadResponse> {
    this.checkToken(request.boxToken);
    this.boxImports.push({ ...request });
    return { items: request.stories.map((s, i) => ({ storyId: `box-${i}`, _id: `box-${i}`, box_id: s.id })) };
  }
}

import type { RemixCreateRequest } from '../model/api/remix.api.schema.js';
import type { Remix, RemixSummary } from '../model/remix.schema.js';

/** Remixes of a project: made from clips, read while they render, reordered and deleted. */
export const RemixApi = Symbol('RemixApi');
export interface RemixApi {
  /** `GET /projects/{id}/remixes`: newest first. */
  list(projectId: string): Promise<RemixSummary[]>;
  /** `POST /projects/{id}/remixes`: the remix, its file rendered later. */
  create(projectId: string, request: RemixCreateRequest): Promise<Remix>;
  /** `GET /remixes/{id}`. */
  read(remixId: string): Promise<Remix>;
  /** `PUT /remixes/{id}/order`. */
  reorder(remixId: string, clipIds: string[]): Promise<Remix>;
  /** `DELETE /remixes/{id}`. */
  delete(remixId: string): Promise<void>;
}

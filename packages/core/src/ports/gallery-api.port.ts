import type { GalleryCreateRequest, GalleryDetail, GalleryEditRequest, PublicGallery } from '../model/api/gallery.api.schema.js';
import type { Gallery } from '../model/gallery.schema.js';

/** Galleries: public collections of clips, made, refined, refreshed and published. */
export const GalleryApi = Symbol('GalleryApi');
export interface GalleryApi {
  /** `GET /galleries`: newest first. */
  list(): Promise<Gallery[]>;
  /** `POST /galleries`. */
  create(gallery: GalleryCreateRequest): Promise<Gallery>;
  /** `GET /galleries/{id}`: with its clips in order. */
  read(id: string): Promise<GalleryDetail>;
  /** `PUT /galleries/{id}`. */
  edit(id: string, changes: GalleryEditRequest): Promise<Gallery>;
  /** `POST /galleries/{id}/refresh`: back in sync with its clips. */
  refresh(id: string): Promise<Gallery>;
  /** `DELETE /galleries/{id}`. */
  delete(id: string): Promise<void>;
  /** `GET /public/galleries/{shareKey}`: null when nothing is published under that key. */
  publicGallery(shareKey: string): Promise<PublicGallery | null>;
}

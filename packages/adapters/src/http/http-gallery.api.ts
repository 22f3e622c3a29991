import {
  apiFailureStatus,
  type Gallery,
  type GalleryApi,
  type GalleryCreateRequest,
  type GalleryDetail,
  GalleryDetailSchema,
  type GalleryEditRequest,
  GalleryListResponseSchema,
  GallerySchema,
  OkResponseSchema,
  type PublicGallery,
  PublicGallerySchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

const NOT_FOUND = 404;

/** GalleryApi over HTTP. */
@injectable()
export class HttpGalleryApi implements GalleryApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(): Promise<Gallery[]> {
    return this.http.request('GET', '/galleries', GalleryListResponseSchema);
  }

  create(gallery: GalleryCreateRequest): Promise<Gallery> {
    return this.http.request('POST', '/galleries', GallerySchema, gallery);
  }

  read(id: string): Promise<GalleryDetail> {
    return this.http.request('GET', `/galleries/${segment(id)}`, GalleryDetailSchema);
  }

  edit(id: string, changes: GalleryEditRequest): Promise<Gallery> {
    return this.http.request('PUT', `/galleries/${segment(id)}`, GallerySchema, changes);
  }

  refresh(id: string): Promise<Gallery> {
    return this.http.request('POST', `/galleries/${segment(id)}/refresh`, GallerySchema);
  }

  async delete(id: string): Promise<void> {
    await this.http.request('DELETE', `/galleries/${segment(id)}`, OkResponseSchema);
  }

  async publicGallery(shareKey: string): Promise<PublicGallery | null> {
    try {
      return await this.http.request('GET', `/public/galleries/${segment(shareKey)}`, PublicGallerySchema);
    } catch (error) {
      if (apiFailureStatus(error) === NOT_FOUND) return null;
      throw error;
    }
  }
}

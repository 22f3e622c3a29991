import { ClipLibraryApi, EntityApi, GalleryApi, TestimonialsApi } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { HttpClipLibraryApi } from './http-clip-library.api.js';
import { HttpEntityApi } from './http-entity.api.js';
import { HttpGalleryApi } from './http-gallery.api.js';
import { HttpTestimonialsApi } from './http-testimonials.api.js';

/** The clips library, galleries, entities and the featured testimonials over HTTP. */
export function publishingApiModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ClipLibraryApi>(ClipLibraryApi).to(HttpClipLibraryApi).inSingletonScope();
    bind<GalleryApi>(GalleryApi).to(HttpGalleryApi).inSingletonScope();
    bind<EntityApi>(EntityApi).to(HttpEntityApi).inSingletonScope();
    bind<TestimonialsApi>(TestimonialsApi).to(HttpTestimonialsApi).inSingletonScope();
  });
}

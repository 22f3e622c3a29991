import { ClipLibraryApi, GalleryApi, TestimonialsApi } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { HttpClipLibraryApi } from './http-clip-library.api.js';
import { HttpGalleryApi } from './http-gallery.api.js';
import { HttpTestimonialsApi } from './http-testimonials.api.js';

/** The clips library, galleries and the featured testimonials over HTTP. */
export function publishingApiModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ClipLibraryApi>(ClipLibraryApi).to(HttpClipLibraryApi).inSingletonScope();
    bind<GalleryApi>(GalleryApi).to(HttpGalleryApi).inSingletonScope();
    bind<TestimonialsApi>(TestimonialsApi).to(HttpTestimonialsApi).inSingletonScope();
  });
}

import { ClipLibraryApi, GalleryApi } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { HttpClipLibraryApi } from './http-clip-library.api.js';
import { HttpGalleryApi } from './http-gallery.api.js';

/** The clips library and galleries over HTTP. */
export function publishingApiModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<ClipLibraryApi>(ClipLibraryApi).to(HttpClipLibraryApi).inSingletonScope();
    bind<GalleryApi>(GalleryApi).to(HttpGalleryApi).inSingletonScope();
  });
}

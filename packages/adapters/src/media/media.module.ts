import { ContentDigest, LocalMediaRecorder, LocalRecordingUploadApi, StorageQuota } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { HttpLocalRecordingUploadApi } from '../http/http-local-recording-upload.api.js';
import { BrowserMediaRecorder } from './browser-media-recorder.js';
import { BrowserStorageQuota } from './browser-storage-quota.js';
import { WebCryptoContentDigest } from './web-crypto-content-digest.js';

/** Local recording on this device: the media recorder, the storage estimate, the parts' hashing and the upload calls. */
export function localRecordingModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<LocalMediaRecorder>(LocalMediaRecorder).toConstantValue(new BrowserMediaRecorder());
    bind<StorageQuota>(StorageQuota).toConstantValue(new BrowserStorageQuota());
    bind<ContentDigest>(ContentDigest).toConstantValue(new WebCryptoContentDigest());
    bind<LocalRecordingUploadApi>(LocalRecordingUploadApi).to(HttpLocalRecordingUploadApi).inSingletonScope();
  });
}

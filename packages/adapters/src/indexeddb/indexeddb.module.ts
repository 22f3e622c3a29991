import { AuthoringDraftStore, LocalRecordingStore } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { IdbAuthoringDraftStore } from './idb-authoring-draft-store.js';
import { IdbLocalRecordingStore } from './idb-local-recording-store.js';

/** Authoring drafts and local recordings in IndexedDB (opened on first use). */
export function indexedDbModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<AuthoringDraftStore>(AuthoringDraftStore).toConstantValue(new IdbAuthoringDraftStore());
    bind<LocalRecordingStore>(LocalRecordingStore).toConstantValue(new IdbLocalRecordingStore());
  });
}

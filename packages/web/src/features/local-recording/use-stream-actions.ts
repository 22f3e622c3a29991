import { LocalRecordingStore } from '@storykeep/core';
import { useService } from '../../shared/container-context.js';
import { useLocalRecordingSync } from '../../shared/local-recording-sync.js';
import { saveRecordingToDisk } from './save-recording.js';
import type { StreamCardActions } from './stream-card.js';

/** What a stream card's buttons do: retry now, save to this computer, delete (the upload machine decides if it may). */
export function useStreamActions(): (streamId: string) => StreamCardActions {
  const sync = useLocalRecordingSync();
  const store = useService<LocalRecordingStore>(LocalRecordingStore);
  return (streamId) => ({
    onRetry: () => sync?.send({ type: 'sync.force', streamId }),
    onSave: async () => {
      if (await saveRecordingToDisk(store, streamId)) sync?.send({ type: 'sync.saved', streamId });
    },
    onDiscard: (confirmed) => sync?.send({ type: 'sync.discard', streamId, confirmed }),
  });
}

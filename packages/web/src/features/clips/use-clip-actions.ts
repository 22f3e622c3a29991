import {
  apiFailureMessage,
  apiFailureStatus,
  ClipLibraryApi,
  type ClipLibraryApi as ClipLibraryApiPort,
  type ClipLibraryItem,
  messages,
  SharingApi,
} from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { useOptionalService } from '../../shared/optional-service.js';

// The audio is cut by a job: ask again every 2 s, for up to a minute, until its address comes.
const AUDIO_POLL_MS = 2000;
const AUDIO_POLL_TRIES = 30;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Deleting clips (grouped by story), downloading a clip's audio, and publishing a clip on its own page (or withdrawing it). */
export function useClipActions(onDeleted: () => void) {
  const api = useService<ClipLibraryApiPort>(ClipLibraryApi);
  const sharing = useOptionalService<SharingApi>(SharingApi);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function remove(items: ClipLibraryItem[]): Promise<boolean> {
    const byStory = new Map<string, string[]>();
    for (const { clip, story } of items) byStory.set(story._id, [...(byStory.get(story._id) ?? []), clip._id]);
    setBusy(true);
    try {
      for (const [storyId, ids] of byStory) await api.deleteMany(storyId, ids);
      return true;
    } catch {
      notify({ text: items.length > 1 ? messages.clipsDeleteFailed : messages.clipDeleteFailed, intent: 'error' });
      return false;
    } finally {
      setBusy(false);
      onDeleted();
    }
  }

  async function downloadAudio({ clip, story }: ClipLibraryItem): Promise<string | null> {
    try {
      for (let attempt = 0; attempt < AUDIO_POLL_TRIES; attempt++) {
        const answer = await api.audioDownload(story._id, clip._id);
        if (answer.audioArchiveURL) return answer.audioArchiveURL;
        await wait(AUDIO_POLL_MS);
      }
    } catch {
      // Reported below, as when it never came.
    }
    notify({ text: messages.clipAudioFailed, intent: 'error' });
    return null;
  }

  async function share({ story, clip }: ClipLibraryItem): Promise<string | null> {
    if (!sharing) return null;
    try {
      return await sharing.shareClip(story._id, clip._id);
    } catch (error) {
      // The publishing rule's refusal is shown as the server worded it (from the catalogue); anything else is a failure.
      const status = apiFailureStatus(error);
      notify({
        text: (status === 403 || status === 409 ? apiFailureMessage(error) : undefined) ?? messages.clipShareFailed,
        intent: 'error',
      });
      return null;
    }
  }

  async function unshare({ story, clip }: ClipLibraryItem): Promise<boolean> {
    if (!sharing) return false;
    try {
      await sharing.unshareClip(story._id, clip._id);
      return true;
    } catch {
      notify({ text: messages.clipShareFailed, intent: 'error' });
      return false;
    }
  }

  return { busy, remove, downloadAudio, share, unshare, canShare: Boolean(sharing) };
}

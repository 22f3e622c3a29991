import { bulkActionsMachine, type Story, StoryApi, storyDownloadFileName } from '@storykeep/core';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useService } from '../../app/container-context.js';
import { useNotify } from '../../app/notices.js';

/** Starts a browser download of the story's archived media under the spec's file name. */
async function downloadStory(story: Story): Promise<void> {
  const url = story.custom_archive_url ?? story.archiveURL;
  if (!url) throw new Error(`Story ${story._id} has no media to download`);
  const link = document.createElement('a');
  link.href = url;
  link.download = storyDownloadFileName(story);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Core's bulk-actions machine with the story API behind it; `refresh` reloads the lists after a delete. */
export function useBulkActions(refresh: () => void) {
  const stories = useService<StoryApi>(StoryApi);
  const notify = useNotify();
  return useActorRef(
    bulkActionsMachine.provide({
      actors: {
        deleteStory: fromPromise(({ input }) => stories.delete(input.story._id)),
        downloadStory: fromPromise(({ input }) => downloadStory(input.story)),
        checkClips: fromPromise(({ input }) => stories.haveClips(input.storyIds)),
        refreshLists: fromPromise(async () => refresh()),
      },
      actions: {
        notify: (_, notice) => notify(notice),
        reportDownloadFailure: (_, { storyId, error }) => console.error(`Download of story ${storyId} failed`, error),
      },
    }),
  );
}

export type BulkActionsRef = ReturnType<typeof useBulkActions>;

import { Analytics, bulkActionsMachine, ErrorReporter, type Story, StoryApi, storyDownloadFileName } from '@storykeep/core';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { useNotify } from '../../shared/notices.js';
import { useOptionalService } from '../../shared/optional-service.js';

/** Starts a browser download of the story's archived media under core's download file name. */
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
  const analytics = useOptionalService<Analytics>(Analytics);
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
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
        track: (_, event) => analytics?.track(event),
        // A single story's download failure goes to error reporting, tagged with the story id.
        reportDownloadFailure: (_, { storyId, error }) => {
          if (reporter) reporter.captureException(error, { tags: { story_id: storyId } });
          else console.error(`Download of story ${storyId} failed`, error);
        },
      },
    }),
    inspectOption(),
  );
}

export type BulkActionsRef = ReturnType<typeof useBulkActions>;

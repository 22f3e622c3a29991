import {
  type CompleteUploadInput,
  type FileUploadEvent,
  fileUploadMachine,
  type StartUploadInput,
  type Story,
  type StoryApi,
  type UploadApi,
  type UploadPartInput,
  type UploadSession,
} from '@storykeep/core';
import { fromCallback, fromPromise } from 'xstate';

/**
 * The file upload machine with its real actors: the upload API for the parts, the story API for the checks. With
 * `attachTo`, the file becomes the recording of that existing interview instead of a new one, and removing the upload
 * never deletes the interview.
 */
export function wiredFileUploadMachine(uploads: UploadApi, stories: StoryApi, attachTo?: string) {
  return fileUploadMachine.provide({
    actors: {
      startUpload: fromPromise<UploadSession, StartUploadInput>(({ input }) =>
        attachTo ? uploads.attach({ storyId: attachTo, file: input.file, partCount: input.partCount }) : uploads.start(input),
      ),
      uploadPart: fromCallback<FileUploadEvent, UploadPartInput>(({ input, sendBack }) => {
        let settled = false;
        const part = uploads.putPart({
          file: input.file,
          start: input.part.start,
          end: input.part.end,
          url: input.url,
          onProgress: (loaded) => {
            if (!settled) sendBack({ type: 'part.progress', loaded });
          },
        });
        part.done.then(
          () => {
            if (settled) return;
            settled = true;
            sendBack({ type: 'part.done' });
          },
          (error: unknown) => {
            if (settled) return;
            settled = true;
            sendBack({ type: 'part.failed', error });
          },
        );
        // The machine stops this actor on cancel: the request in flight must stop with it.
        return () => {
          if (settled) return;
          settled = true;
          part.abort();
        };
      }),
      listUploadedParts: fromPromise<number[], { session: UploadSession }>(({ input }) => uploads.uploadedParts(input.session)),
      completeUpload: fromPromise<void, CompleteUploadInput>(({ input }) => uploads.complete(input.session)),
      fetchStory: fromPromise<Story, { storyId: string }>(({ input }) => stories.get(input.storyId)),
      deleteStory: fromPromise<void, { storyId: string }>(({ input }) =>
        attachTo
          ? Promise.reject(new Error('An interview a recording was added to is not deleted with the upload'))
          : stories.delete(input.storyId),
      ),
    },
  });
}

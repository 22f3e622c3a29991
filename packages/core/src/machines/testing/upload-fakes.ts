import { fromCallback, fromPromise } from 'xstate';
import type { Story } from '../../model/story.schema.js';
import type { UploadSession } from '../../upload/upload-session.types.js';
import type { CompleteUploadInput, FileUploadEvent, StartUploadInput, UploadPartInput } from '../upload/file-upload.types.js';

/** How the fake part upload behaves for one part number. */
export type PartBehaviour = 'ok' | 'fail' | 'hang';

/** Fake actors for the file upload machine, with a log of what the "server" was asked. */
export function uploadFakes(
  options: { behaviour?: (partNumber: number) => PartBehaviour; thumbnailAfterChecks?: number; received?: number[] } = {},
) {
  const log: string[] = [];
  let checks = 0;
  let sessions = 0;
  const actors = {
    startUpload: fromPromise(async ({ input }: { input: StartUploadInput }): Promise<UploadSession> => {
      sessions += 1;
      const storyId = `story-${sessions}`;
      log.push(`start:${input.partCount}`);
      return {
        storyId,
        key: `k-${storyId}`,
        uploadId: `u-${storyId}`,
        partUrls: Array.from({ length: input.partCount }, (_, i) => `https://s3/${storyId}/${i + 1}`),
      };
    }),
    uploadPart: fromCallback<FileUploadEvent, UploadPartInput>(({ input, sendBack }) => {
      const behaviour = options.behaviour?.(input.part.partNumber) ?? 'ok';
      log.push(`put:${input.part.partNumber}:${input.url}`);
      let stopped = false;
      void Promise.resolve().then(() => {
        if (stopped || behaviour === 'hang') return;
        sendBack({ type: 'part.progress', loaded: 0 });
        sendBack({ type: 'part.progress', loaded: Math.floor((input.part.end - input.part.start) / 2) });
        sendBack(behaviour === 'ok' ? { type: 'part.done' } : { type: 'part.failed', error: new Error('HTTP 500') });
      });
      return () => {
        stopped = true;
        log.push(`stop:${input.part.partNumber}`);
      };
    }),
    listUploadedParts: fromPromise(async (_: { input: { session: UploadSession } }) => {
      log.push('list');
      return options.received ?? [];
    }),
    completeUpload: fromPromise(async ({ input }: { input: CompleteUploadInput }) => {
      log.push(`complete:${input.session.storyId}`);
    }),
    fetchStory: fromPromise(async ({ input }: { input: { storyId: string } }): Promise<Story> => {
      checks += 1;
      log.push(`check:${input.storyId}`);
      const ready = checks >= (options.thumbnailAfterChecks ?? 1);
      return { _id: input.storyId, created_at: '2024-05-01T12:00:00.000Z', thumbnailURL: ready ? '/thumb.jpg' : null };
    }),
    deleteStory: fromPromise(async ({ input }: { input: { storyId: string } }) => {
      log.push(`delete:${input.storyId}`);
    }),
  };
  return { actors, log };
}

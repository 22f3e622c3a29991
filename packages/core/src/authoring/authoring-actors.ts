import { fromPromise } from 'xstate';
import type { Index } from '../model/chapter.schema.js';
import type { Paragraph, Transcript, TranscriptVersion } from '../model/transcript.schema.js';
import type { AuthoringDraftStore } from '../ports/authoring-draft-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { StoryApi } from '../ports/story-api.port.js';
import type { IndexDeleteAnswer, TranscriptApi, TranscriptPatchOutcome } from '../ports/transcript-api.port.js';
import type { TranscriptVersionApi } from '../ports/transcript-version-api.port.js';
import type { AuthoringDraftInput, AuthoringDrafts, AuthoringLoadResult, SaveTranscriptInput } from './authoring.types.js';

/** The ports the authoring machine's actors work through. */
export interface AuthoringPorts {
  stories: Pick<StoryApi, 'get'>;
  transcripts: TranscriptApi;
  versions: Pick<TranscriptVersionApi, 'keepCopy'>;
  drafts: AuthoringDraftStore;
  clock: Clock;
}

/**
 * The authoring machine's actors over the ports, for `authoringMachine.provide({ actors: authoringActors(ports) })`.
 * A draft is stamped with the clock's time; an empty draft (nothing changed) removes the stored ones. A stale save
 * is an outcome of `saveTranscript`, not a failure.
 */
export function authoringActors(ports: AuthoringPorts) {
  return {
    loadStory: fromPromise<AuthoringLoadResult, { storyId: string }>(async ({ input }) => {
      const [story, transcript, indexes] = await Promise.all([
        ports.stories.get(input.storyId),
        ports.transcripts.get(input.storyId),
        ports.transcripts.indexes(input.storyId),
      ]);
      return { story, transcript, indexes };
    }),
    loadDraft: fromPromise<AuthoringDrafts, { storyId: string }>(async ({ input }) => {
      const [transcripts, indexes] = await Promise.all([
        ports.drafts.get('transcripts', input.storyId),
        ports.drafts.get('indexes', input.storyId),
      ]);
      return { transcripts, indexes };
    }),
    saveDraft: fromPromise<void, AuthoringDraftInput>(async ({ input }) => {
      const timestamp = new Date(ports.clock.now()).toISOString();
      const writes: Promise<void>[] = [];
      if (input.transcript) writes.push(ports.drafts.put('transcripts', { id: input.storyId, timestamp, data: input.transcript }));
      if (input.indexes) writes.push(ports.drafts.put('indexes', { id: input.storyId, timestamp, data: input.indexes }));
      await Promise.all(writes);
    }),
    clearDraft: fromPromise<void, { storyId: string }>(async ({ input }) => {
      await Promise.all([ports.drafts.delete('transcripts', input.storyId), ports.drafts.delete('indexes', input.storyId)]);
    }),
    saveTranscript: fromPromise<TranscriptPatchOutcome, SaveTranscriptInput>(({ input }) =>
      ports.transcripts.savePatch(input.storyId, input.patch, input.keepalive ? { keepalive: true } : {}),
    ),
    loadTheirs: fromPromise<Transcript | null, { storyId: string }>(({ input }) => ports.transcripts.get(input.storyId)),
    keepCopy: fromPromise<TranscriptVersion, { storyId: string; paragraphs: Paragraph[] }>(({ input }) =>
      ports.versions.keepCopy(input.storyId, input.paragraphs),
    ),
    saveIndex: fromPromise<Index, { storyId: string; index: Index }>(({ input }) =>
      ports.transcripts.saveIndex(input.storyId, input.index),
    ),
    createIndex: fromPromise<Index, { storyId: string; title?: string }>(({ input }) =>
      ports.transcripts.createIndex(input.storyId, input.title === undefined ? {} : { title: input.title }),
    ),
    deleteIndex: fromPromise<IndexDeleteAnswer, { storyId: string; indexId: string }>(({ input }) =>
      ports.transcripts.deleteIndex(input.storyId, input.indexId),
    ),
  };
}

import { BULK_UPLOAD_STORIES_MAX, messages, StoryApi, type StoryMetadataChange, type StoryUploadStatus } from '@storykeep/core';
import { useCallback, useMemo, useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { changeOf, chunked, draftAfterSave, type MetadataDraft, titleProblem, valuesOf } from './metadata-draft.js';
import type { StoryStates } from './use-story-states.js';

export interface MetadataDrafts {
  drafts: ReadonlyMap<string, MetadataDraft>;
  edit(storyId: string, field: keyof MetadataDraft, value: string): void;
  /** What Save would send: one change per story whose form differs from the story. */
  changes: StoryMetadataChange[];
  /** Some form cannot be saved as it is (a cleared title). */
  invalid: boolean;
  saving: boolean;
  save(): Promise<void>;
}

const availableStory = (state: StoryUploadStatus | undefined) => (state?.available ? state.story : undefined);

/**
 * The forms of the listed stories, saved together with `update_bulk_upload`: a person uploading many files fills
 * them in as the files go up and saves once. A failed save keeps every form as typed.
 */
export function useMetadataDrafts(ids: readonly string[], stories: StoryStates): MetadataDrafts {
  const api = useService<StoryApi>(StoryApi);
  const notify = useNotify();
  const [drafts, setDrafts] = useState<ReadonlyMap<string, MetadataDraft>>(new Map());
  const [saving, setSaving] = useState(false);
  const edit = useCallback((storyId: string, field: keyof MetadataDraft, value: string) => {
    setDrafts((all) => new Map(all).set(storyId, { ...all.get(storyId), [field]: value }));
  }, []);
  const { changes, invalid } = useMemo(() => {
    const listed = ids.flatMap((id) => {
      const story = availableStory(stories.states.get(id));
      return story ? [{ story, draft: drafts.get(id) }] : [];
    });
    return {
      changes: listed.flatMap(({ story, draft }) => changeOf(story, draft) ?? []),
      invalid: listed.some(({ story, draft }) => draft && titleProblem(valuesOf(story, draft)) !== null),
    };
  }, [ids, stories.states, drafts]);
  const save = useCallback(async () => {
    if (changes.length === 0 || invalid) return;
    setSaving(true);
    try {
      for (const run of chunked(changes, BULK_UPLOAD_STORIES_MAX)) {
        const saved = await api.updateBulkUpload(run);
        stories.put(saved);
        setDrafts((all) => {
          const next = new Map(all);
          for (const story of saved) {
            const left = draftAfterSave(next.get(story._id) ?? {}, story);
            if (left) next.set(story._id, left);
            else next.delete(story._id);
          }
          return next;
        });
      }
      notify({ text: messages.bulkStoryUpdated, intent: 'success' });
    } catch {
      notify({ text: messages.bulkStoryUpdateFailed, intent: 'error' });
    } finally {
      setSaving(false);
    }
  }, [api, changes, invalid, notify, stories]);
  return { drafts, edit, changes, invalid, saving, save };
}

import { isVideoChosen, type TimedLayout, type VideoChoice, videoChoiceOf } from '@storykeep/core';
import { readJsonColumn } from '../../db/json-column.js';
import { VideoParticipantsColumnSchema } from '../../db/media-tables.schema.js';
import type { PipelineDeps } from './pipeline-deps.js';

type Db = PipelineDeps['db'];

/** A completed participant track as the mix orders and chooses it. */
export interface MixTrackRow {
  object_key: string;
  user_id: string | null;
  participant_name: string | null;
}

/** What a mix is made from besides the tracks: whose picture is kept, the layout changes, and the story's host. */
export interface MixPlan {
  choice: VideoChoice;
  layouts: TimedLayout[];
  creatorId: string | null;
  /** Tells two plans apart: a mix made from an older plan is stale. */
  stamp: string;
}

/** The story's mix plan as stored now. */
export async function mixPlan(db: Db, storyId: string): Promise<MixPlan> {
  const [layout, changes, story] = await Promise.all([
    db
      .selectFrom('story_recording_layouts')
      .select(['video_participants', 'updated_at'])
      .where('story_id', '=', storyId)
      .executeTakeFirst(),
    db
      .selectFrom('story_layout_changes')
      .select(['id', 'layout', 'changed_at'])
      .where('story_id', '=', storyId)
      .orderBy('changed_at')
      .orderBy('id')
      .execute(),
    db.selectFrom('stories').select('creator_id').where('id', '=', storyId).executeTakeFirst(),
  ]);
  // No layout row: the host never chose, which the empty choice with no time says.
  const videoParticipants = layout
    ? readJsonColumn(VideoParticipantsColumnSchema, layout.video_participants, 'story_recording_layouts.video_participants')
    : [];
  const updatedAt = layout ? new Date(layout.updated_at).toISOString() : null;
  const choice = videoChoiceOf({ videoParticipants, updatedAt });
  return {
    choice,
    layouts: changes.map((c) => ({ layout: c.layout, at: new Date(c.changed_at).getTime() })),
    creatorId: story?.creator_id ?? null,
    stamp: JSON.stringify([updatedAt, changes.map((c) => c.id)]),
  };
}

/**
 * The tracks in the order the mix lays their pictures out, each marked whether its picture is kept: the host's
 * chosen order when they made a choice (the first is the large picture of the speaker layout), otherwise the story's
 * creator (the call's host) first and the others as they came.
 */
export function orderForPicture<T extends MixTrackRow>(tracks: T[], plan: MixPlan): Array<T & { video: boolean }> {
  const who = (t: T) => ({ name: t.participant_name ?? '', userId: t.user_id });
  const rank = (t: T) => {
    if (plan.choice.made) {
      const at = plan.choice.videoParticipants.findIndex((v) => isVideoChosen({ videoParticipants: [v], made: true }, who(t)));
      return at < 0 ? Number.MAX_SAFE_INTEGER : at;
    }
    return plan.creatorId !== null && t.user_id === plan.creatorId ? 0 : 1;
  };
  return tracks
    .map((t, i) => ({ t, i, r: rank(t) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map(({ t }) => ({ ...t, video: isVideoChosen(plan.choice, who(t)) }));
}

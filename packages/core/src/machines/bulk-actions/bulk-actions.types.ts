import type { Story } from '../../model/story.schema.js';

/** How far a one-by-one bulk run has got. */
export interface BulkProgress {
  index: number;
  succeeded: number;
  failed: number;
}

export interface BulkActionsContext {
  selected: Story[];
  /** What the user typed in the delete confirmation box. */
  confirmation: string;
  /** Whether any selected story has clips, which adds a note to the delete confirmation. */
  hasClips: boolean;
  progress: BulkProgress;
  /** The stories a running delete or download works through, fixed when it starts. */
  batch: Story[];
}

export type BulkActionsEvent =
  | { type: 'bulk.toggle'; story: Story }
  | { type: 'bulk.clear' }
  | { type: 'bulk.delete.open' }
  | { type: 'bulk.delete.type'; text: string }
  | { type: 'bulk.delete.confirm' }
  | { type: 'bulk.delete.cancel' }
  | { type: 'bulk.download' };

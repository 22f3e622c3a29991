import { Body1Strong, Caption1 } from '@fluentui/react-components';
import { PENDING_ASYNC_OPERATION_STATUSES, type StoryUploadStatus } from '@storykeep/core';
import type { ReactNode } from 'react';
import { useFileRowStyles } from './file-row.styles.js';

const pending: readonly string[] = PENDING_ASYNC_OPERATION_STATUSES;

/**
 * Where a story from an earlier visit stands, as the server tells it: complete once it has a thumbnail (as during the
 * upload), processing while its media jobs run, otherwise its file never finished going up.
 */
export function recoveredStateLabel(state: StoryUploadStatus | undefined): string {
  if (!state) return 'Loading';
  if (!state.available) return 'Not available';
  if (state.story.thumbnailURL) return 'Complete';
  if (state.story.asyncOperations?.some((operation) => pending.includes(operation.status))) return 'Processing';
  return 'Upload not finished';
}

export interface RecoveredStoryRowProps {
  state: StoryUploadStatus | undefined;
  /** The link to the story, once it is known to be available. */
  link?: ReactNode;
  children?: ReactNode;
}

/**
 * A story of an upload whose files are no longer in this tab (the page was reloaded): its name and state, and its
 * details form while it is available. Its file cannot be resumed from here: the browser no longer holds it.
 */
export function RecoveredStoryRow({ state, link, children }: RecoveredStoryRowProps) {
  const styles = useFileRowStyles();
  const name = !state ? 'Story' : state.available ? state.story.title || 'Untitled' : 'Unavailable story';
  return (
    <li className={styles.row} aria-label={name}>
      <Body1Strong className={styles.name}>{name}</Body1Strong>
      <div>{state?.available && link}</div>
      <Caption1 role="status">{recoveredStateLabel(state)}</Caption1>
      {children}
    </li>
  );
}

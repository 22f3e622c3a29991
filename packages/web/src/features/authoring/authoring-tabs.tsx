import type { Story } from '@storykeep/core';
import type { ReactNode } from 'react';
import { IndexesPanel, type IndexFocus } from './indexes-panel.js';
import type { AuthoringActor } from './use-authoring.js';

/** What every tab of the editor is given. */
export interface AuthoringTabContext {
  actor: AuthoringActor;
  storyId: string;
  story: Story;
  focus: IndexFocus | undefined;
}

/** One tab beside the transcript. */
export interface AuthoringTab {
  id: string;
  label: string;
  render(context: AuthoringTabContext): ReactNode;
}

/**
 * The tabs beside the transcript, in order. Versions and clips go here, one entry each, e.g.
 * `{ id: 'versions', label: 'Versions', render: ({ storyId }) => <VersionsPanel storyId={storyId} /> }`.
 */
export const AUTHORING_TABS: readonly AuthoringTab[] = [
  { id: 'indexes', label: 'Indexes', render: ({ actor, focus }) => <IndexesPanel actor={actor} focus={focus} /> },
];

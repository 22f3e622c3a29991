import { messages, type Story } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { AuthoringToolsPanel } from './authoring-tools-panel.js';
import { ClipsList } from './clips/clips-list.js';
import { IndexesPanel, type IndexFocus } from './indexes-panel.js';
import type { AuthoringActor } from './use-authoring.js';
import { useSelectedSpan } from './use-selected-span.js';
import { ImportTranscriptDialog } from './versions/import-transcript-dialog.js';
import { VersionsPanel } from './versions/versions-panel.js';

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
  /** Kept mounted (hidden) while another tab is shown, for a panel that follows something running. */
  keepMounted?: boolean;
}

/** A restored version or an imported text replaced the transcript on the server: load it again. */
const reload = (actor: AuthoringActor) => () => actor.send({ type: 'authoring.load' });

/** The story's clips, cut from the selected words or from where playback is. */
function ClipsTab({ actor, storyId }: AuthoringTabContext) {
  const selection = useSelectedSpan(actor);
  const currentTime = useSelector(actor, (s) => s.context.progressSeconds);
  const duration = useSelector(actor, (s) => s.context.duration);
  return (
    <ClipsList
      storyId={storyId}
      selection={selection}
      currentTime={currentTime}
      duration={duration}
      seek={(seconds) => actor.send({ type: 'authoring.seek', seconds })}
    />
  );
}

/** The tabs beside the transcript, in order. */
export const AUTHORING_TABS: readonly AuthoringTab[] = [
  { id: 'indexes', label: 'Indexes', render: ({ actor, focus }) => <IndexesPanel actor={actor} focus={focus} /> },
  {
    id: 'versions',
    label: 'Versions',
    render: ({ actor, storyId }) => (
      <>
        <ImportTranscriptDialog storyId={storyId} onImported={reload(actor)} />
        <VersionsPanel storyId={storyId} onRestored={reload(actor)} />
      </>
    ),
  },
  { id: 'clips', label: 'Clips', render: (context) => <ClipsTab {...context} /> },
  {
    id: 'tools',
    label: messages.authoringToolsTab,
    render: ({ actor, storyId }) => <AuthoringToolsPanel actor={actor} storyId={storyId} />,
    keepMounted: true,
  },
];

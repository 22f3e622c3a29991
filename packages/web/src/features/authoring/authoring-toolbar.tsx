import { makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import type { AuthoringLayout, Story } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { type ReactNode, useCallback } from 'react';
import { ExportMenu } from '../../components/export-menu.js';
import { NameSpeakers } from './name-speakers.js';
import { SaveStatus } from './save-status.js';
import { TranscriptionControl } from './transcription/transcription-control.js';
import type { AuthoringActor } from './use-authoring.js';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** What the toolbar's slot is given (the export menu and transcription control go there). */
export interface ToolbarSlotContext {
  actor: AuthoringActor;
  storyId: string;
  story: Story;
}

/** Exports what is in the editor now, saved or not, so a correction can leave before it is saved. */
function EditorExport({ actor, storyId, story }: ToolbarSlotContext) {
  const loaded = useSelector(actor, (s) => s.context.transcript !== null);
  const indexes = useSelector(actor, (s) => s.context.indexes);
  const read = useCallback(() => actor.getSnapshot().context.transcript, [actor]);
  return <ExportMenu storyId={storyId} title={story.title} transcript={loaded ? read : null} indexes={indexes} />;
}

/** Tools placed in the toolbar, in order. */
export const TOOLBAR_TOOLS: readonly ((context: ToolbarSlotContext) => ReactNode)[] = [
  ({ actor, storyId }) => <TranscriptionControl storyId={storyId} onCompleted={() => actor.send({ type: 'authoring.load' })} />,
  ({ actor, story }) => <NameSpeakers actor={actor} story={story} />,
  (context) => <EditorExport {...context} />,
];

/** The layout switch, the tools and the save state. */
export function AuthoringToolbar(context: ToolbarSlotContext) {
  const styles = useStyles();
  const { actor } = context;
  const layout = useSelector(actor, (s) => s.context.layout);
  return (
    <div className={styles.bar}>
      <RadioGroup
        layout="horizontal"
        aria-label="Layout"
        value={layout}
        onChange={(_, data) => actor.send({ type: 'authoring.setLayout', layout: data.value as AuthoringLayout })}
      >
        <Radio value="transcript" label="Focus on transcript" />
        <Radio value="tabs" label="Focus on tabs" />
      </RadioGroup>
      <div className={styles.group}>
        {TOOLBAR_TOOLS.map((tool, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, in its own order
          <span key={i}>{tool(context)}</span>
        ))}
        <SaveStatus actor={actor} />
      </div>
    </div>
  );
}

import { Body1, Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { authoringLabels } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { type IndexPart, IndexSection } from './index-section.js';
import type { AuthoringActor } from './use-authoring.js';

const useStyles = makeStyles({ panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL } });

/** The index a route opened and which of its parts. */
export interface IndexFocus {
  indexId: string;
  part: IndexPart;
}

/** The story's indexes (OHMS-style segments with notes); a story without one is offered to create it. */
export function IndexesPanel({ actor, focus }: { actor: AuthoringActor; focus: IndexFocus | undefined }) {
  const styles = useStyles();
  const indexes = useSelector(actor, (s) => s.context.indexes);
  const error = useSelector(actor, (s) => s.context.error);
  const creating = useSelector(actor, (s) => s.matches({ ready: { indexOps: 'creating' } }));
  return (
    <div className={styles.panel}>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {indexes.length === 0 && <Body1>{authoringLabels.thisInterviewHasNoIndexYet}</Body1>}
      {indexes.map((index) => (
        <IndexSection key={index._id} actor={actor} index={index} focus={focus?.indexId === index._id ? focus.part : undefined} />
      ))}
      <Button disabled={creating} onClick={() => actor.send({ type: 'authoring.index.create' })}>
        {indexes.length === 0 ? authoringLabels.createAnIndex : authoringLabels.addAnotherIndex}
      </Button>
    </div>
  );
}

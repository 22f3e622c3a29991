import { Button, Field, Input, makeStyles, Subtitle2, Textarea, tokens } from '@fluentui/react-components';
import type { Index } from '@storykeep/core';
import { authoringLabels } from '@storykeep/core';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.js';
import { PasteNotesDialog } from './paste-notes-dialog.js';
import { SegmentCard } from './segment-card.js';
import type { AuthoringActor } from './use-authoring.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Which part of an index a route opens: its segments (metadata) or its notes. */
export type IndexPart = 'metadata' | 'notes';

type Pending = { kind: 'segment'; position: number; name: string } | { kind: 'index' } | { kind: 'paste' } | null;

export interface IndexSectionProps {
  actor: AuthoringActor;
  index: Index;
  /** The part a route asked for: it is scrolled into view and focused once. */
  focus: IndexPart | undefined;
}

/** One index: its title and notes, its segments sorted by time, adding at the current time, pasting notes, deleting. */
export function IndexSection({ actor, index, focus }: IndexSectionProps) {
  const styles = useStyles();
  const [pending, setPending] = useState<Pending>(null);
  const notes = useRef<HTMLTextAreaElement>(null);
  const segments = useRef<HTMLElement>(null);
  const indexId = index._id;
  const label = index.title || 'Untitled index';
  useEffect(() => {
    if (focus === 'notes') notes.current?.focus();
    if (focus === 'metadata') segments.current?.scrollIntoView?.({ block: 'start' });
  }, [focus]);
  return (
    <section className={styles.section} aria-label={authoringLabels.indexSection(label)}>
      <Field label={authoringLabels.indexTitle}>
        <Input
          value={index.title}
          onChange={(_, data) => actor.send({ type: 'authoring.index.update', indexId, changes: { title: data.value } })}
        />
      </Field>
      <Field label={authoringLabels.notes}>
        <Textarea
          ref={notes}
          value={index.notes}
          resize="vertical"
          onChange={(_, data) => actor.send({ type: 'authoring.index.update', indexId, changes: { notes: data.value } })}
        />
      </Field>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => actor.send({ type: 'authoring.index.addSegment', indexId })}>
          {authoringLabels.addSegmentAtCurrentTime}
        </Button>
        <Button onClick={() => setPending({ kind: 'paste' })}>{authoringLabels.pasteTimecodedNotes}</Button>
        <Button appearance="subtle" onClick={() => setPending({ kind: 'index' })}>
          {authoringLabels.deleteIndex}
        </Button>
      </div>
      <section ref={segments} aria-label={authoringLabels.segments}>
        <Subtitle2 as="h3">{authoringLabels.segments}</Subtitle2>
        <ul className={styles.list}>
          {index.metadata.map((segment, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments have no id; the list is sorted by time, so a place is a segment
            <li key={position}>
              <SegmentCard
                segment={segment}
                position={position}
                onChange={(changes) => actor.send({ type: 'authoring.index.updateSegment', indexId, segment: position, changes })}
                onSeek={(seconds) => actor.send({ type: 'authoring.seek', seconds })}
                onDelete={() => setPending({ kind: 'segment', position, name: segment.title || `Segment ${position + 1}` })}
              />
            </li>
          ))}
        </ul>
      </section>
      {pending?.kind === 'paste' && (
        <PasteNotesDialog
          onPaste={(text) => actor.send({ type: 'authoring.index.pasteNotes', indexId, text })}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'segment' && (
        <ConfirmDialog
          title={authoringLabels.deleteSegment}
          text={`Delete “${pending.name}”?`}
          onConfirm={() => actor.send({ type: 'authoring.index.deleteSegment', indexId, segment: pending.position })}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === 'index' && (
        <ConfirmDialog
          title={authoringLabels.deleteIndex}
          text={`Delete “${label}” and all its segments?`}
          onConfirm={() => actor.send({ type: 'authoring.index.delete', indexId })}
          onClose={() => setPending(null)}
        />
      )}
    </section>
  );
}

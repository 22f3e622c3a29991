import { Button, Card, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import type { IndexMetadataItem, IndexSegmentChange } from '@storykeep/core';
import { authoringLabels } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { minutesSeconds } from '../../components/transcript/time-label.js';
import { formatClipTime, parseClipTime, TIME_FORMAT_PROBLEM } from './clips/clip-time.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Terms typed as one line, split on commas or semicolons. */
export function termsOf(text: string): string[] {
  return text
    .split(/[;,]/)
    .map((term) => term.trim())
    .filter((term) => term.length > 0);
}

/** A list field edited as text and written to the segment when the field is left, so typing a comma loses nothing. */
function TermsField({ label, terms, onCommit }: { label: string; terms: readonly string[]; onCommit(terms: string[]): void }) {
  const joined = terms.join(', ');
  const [text, setText] = useState(joined);
  useEffect(() => setText(joined), [joined]);
  return (
    <Field label={label} hint={authoringLabels.separateWithCommas}>
      <Input value={text} onChange={(_, data) => setText(data.value)} onBlur={() => text !== joined && onCommit(termsOf(text))} />
    </Field>
  );
}

/**
 * The segment's start, typed as a time and written when the field is left or Enter is pressed; the index then sorts
 * the segment into its place. Text that is not a time is shown as a problem and changes nothing.
 */
function StartField({ start, onCommit }: { start: number; onCommit(start: number): void }) {
  const shown = formatClipTime(start);
  const [text, setText] = useState(shown);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    setText(shown);
    setProblem(undefined);
  }, [shown]);
  const commit = () => {
    const seconds = parseClipTime(text);
    if (Number.isNaN(seconds)) return setProblem(TIME_FORMAT_PROBLEM);
    setProblem(undefined);
    if (seconds !== start) onCommit(seconds);
  };
  return (
    <Field label={authoringLabels.start} validationMessage={problem}>
      <Input
        value={text}
        onChange={(_, data) => setText(data.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field>
  );
}

export interface SegmentCardProps {
  segment: IndexMetadataItem;
  position: number;
  onChange(changes: IndexSegmentChange): void;
  onSeek(seconds: number): void;
  onDelete(): void;
}

/** One index segment (OHMS-style): its start, title, synopsis, partial transcript, keywords, subjects and notes. */
export function SegmentCard({ segment, position, onChange, onSeek, onDelete }: SegmentCardProps) {
  const styles = useStyles();
  const start = minutesSeconds(segment.time.start);
  const name = segment.title || `Segment ${position + 1}`;
  return (
    <Card className={styles.card} role="group" aria-label={authoringLabels.segmentAt(start)}>
      <div className={styles.head}>
        <Button size="small" onClick={() => onSeek(segment.time.start)} aria-label={authoringLabels.playFrom(start)}>
          {start}
        </Button>
        <Button size="small" appearance="subtle" onClick={onDelete} aria-label={authoringLabels.deleteSegmentNamed(name)}>
          {authoringLabels.delete}
        </Button>
      </div>
      <StartField start={segment.time.start} onCommit={(start) => onChange({ start })} />
      <Field label={authoringLabels.title}>
        <Input value={segment.title} onChange={(_, data) => onChange({ title: data.value })} />
      </Field>
      <Field label={authoringLabels.synopsis}>
        <Textarea value={segment.synopsis} resize="vertical" onChange={(_, data) => onChange({ synopsis: data.value })} />
      </Field>
      <Field label={authoringLabels.partialTranscript} hint={authoringLabels.theOpeningWordsAsSaidLeft}>
        <Textarea
          value={segment.partialTranscript ?? ''}
          resize="vertical"
          onChange={(_, data) => onChange({ partialTranscript: data.value })}
        />
      </Field>
      <TermsField label={authoringLabels.keywords} terms={segment.keywords} onCommit={(keywords) => onChange({ keywords })} />
      <TermsField label={authoringLabels.subjects} terms={segment.subjects ?? []} onCommit={(subjects) => onChange({ subjects })} />
      <Field label={authoringLabels.segmentNotes}>
        <Textarea value={segment.notes ?? ''} resize="vertical" onChange={(_, data) => onChange({ notes: data.value })} />
      </Field>
    </Card>
  );
}

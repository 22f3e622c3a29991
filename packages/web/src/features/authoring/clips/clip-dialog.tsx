import { Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { authoringLabels, type Clip, type ClipCreateRequest, ClipCreateRequestSchema, messages } from '@storykeep/core';
import { useState } from 'react';
import { FormDialog, useSubmission } from '../../../components/form-dialog.js';
import { formatClipTime, parseClipTime, TIME_FORMAT_PROBLEM } from './clip-time.js';

const useStyles = makeStyles({
  times: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  preview: { width: '100%', maxHeight: '240px', backgroundColor: tokens.colorNeutralBackground3 },
});

export interface ClipDialogProps {
  /** The clip edited, or the range a new clip starts from. */
  initial: { clip?: Clip; start: number; end: number };
  /** The story's length: a clip cannot end after it. */
  duration: number;
  /** The story's media, for the preview of the fragment; none shows no preview. */
  media?: { url: string; audio: boolean } | undefined;
  onDismiss(): void;
  /** Creates or saves the clip; a rejection is shown in the dialog. */
  onSave(request: ClipCreateRequest): Promise<void>;
}

type Problems = Partial<Record<'title' | 'start' | 'end', string>>;

/** What the fields say, checked as the server checks a clip, with the story's length on top. */
function check(fields: { title: string; description: string; tags: string; start: string; end: string }, duration: number) {
  const start = parseClipTime(fields.start);
  const end = parseClipTime(fields.end);
  const problems: Problems = {};
  if (Number.isNaN(start)) problems.start = TIME_FORMAT_PROBLEM;
  if (Number.isNaN(end)) problems.end = TIME_FORMAT_PROBLEM;
  else if (duration > 0 && end > duration) problems.end = `The story ends at ${formatClipTime(duration)}`;
  const tags = fields.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  const parsed = ClipCreateRequestSchema.safeParse({ title: fields.title, description: fields.description, start, end, tags });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'title' || field === 'start' || field === 'end') && !problems[field]) problems[field] = issue.message;
    }
  }
  return { problems, request: parsed.success && Object.keys(problems).length === 0 ? parsed.data : null, start, end };
}

/**
 * The clip dialog: title, description, tags, start and end, and a preview playing just that fragment of the story.
 * Used to create a clip from a selection or the current time, and to edit one.
 */
export function ClipDialog({ initial, duration, media, onDismiss, onSave }: ClipDialogProps) {
  const styles = useStyles();
  const [fields, setFields] = useState({
    title: initial.clip?.title ?? '',
    description: initial.clip?.description ?? '',
    tags: initial.clip?.tags.join(', ') ?? '',
    start: formatClipTime(initial.start),
    end: formatClipTime(initial.end),
  });
  const [tried, setTried] = useState(false);
  const submission = useSubmission(messages.errorBoundary);
  const { problems, request, start, end } = check(fields, duration);
  const shown = (field: keyof Problems) => (tried || field !== 'title' ? problems[field] : undefined);
  const set = (field: keyof typeof fields) => (_: unknown, data: { value: string }) => setFields((f) => ({ ...f, [field]: data.value }));
  const fragment = media && !Number.isNaN(start) && !Number.isNaN(end) && start < end ? `${media.url}#t=${start},${end}` : undefined;

  const submit = () => {
    setTried(true);
    if (request) void submission.run(() => onSave(request));
  };
  return (
    <FormDialog
      open
      title={initial.clip ? authoringLabels.editTheClip : authoringLabels.createAClip}
      submitLabel={submission.busy ? 'Saving…' : initial.clip ? 'Save' : 'Create'}
      submitDisabled={submission.busy}
      onDismiss={onDismiss}
      onSubmit={submit}
    >
      <Field label={authoringLabels.title} required validationMessage={shown('title')}>
        <Input value={fields.title} onChange={set('title')} />
      </Field>
      <Field label={authoringLabels.description}>
        <Textarea value={fields.description} onChange={set('description')} />
      </Field>
      <Field label={authoringLabels.tags} hint={authoringLabels.separatedByCommas}>
        <Input value={fields.tags} onChange={set('tags')} />
      </Field>
      <div className={styles.times}>
        <Field label={authoringLabels.start} validationMessage={shown('start')}>
          <Input value={fields.start} onChange={set('start')} />
        </Field>
        <Field label={authoringLabels.end} validationMessage={shown('end')}>
          <Input value={fields.end} onChange={set('end')} />
        </Field>
      </div>
      {fragment &&
        (media?.audio ? (
          // biome-ignore lint/a11y/useMediaCaption: the fragment's words are in the transcript beside it
          <audio aria-label={authoringLabels.clipPreview} src={fragment} controls preload="metadata" className={styles.preview} />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the fragment's words are in the transcript beside it
          <video aria-label={authoringLabels.clipPreview} src={fragment} controls preload="metadata" className={styles.preview} />
        ))}
      {submission.error && <Field validationMessage={submission.error} />}
    </FormDialog>
  );
}

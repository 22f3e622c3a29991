import { Button, Checkbox, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { type Folder, messages, type Story, StoryApi, StoryMetadataChangeSchema, storyEditLabels } from '@storykeep/core';
import { useState } from 'react';
import { useSubmission } from '../../components/form-dialog.js';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';
import { sessionPasswordProblem } from '../../shared/session-password.js';
import { StoryDetailsFields, type StoryDetailsValues } from './story-details-fields.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '40rem' },
  folders: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
});

export interface StoryEditFormProps {
  story: Story;
  /** The project's folders, any of which the story can be in. */
  folders: readonly Folder[];
  onSaved(story: Story): void;
}

/** `YYYY-MM-DD` of a stored date (UTC), as a date input holds it. */
function dateInput(iso: string | null | undefined): string {
  return iso ? iso.slice(0, 10) : '';
}

/**
 * A story's details: title, description, record date, narrator, interviewer, place, language, its folders and — only for the author of the call, the one
 * person the server tells the password to — the session password.
 */
export function StoryEditForm({ story, folders, onSaved }: StoryEditFormProps) {
  const styles = useStyles();
  const stories = useService<StoryApi>(StoryApi);
  const author = story.sessionPassword !== undefined;
  const [title, setTitle] = useState(story.title ?? '');
  const [description, setDescription] = useState(story.description ?? '');
  const [recordDate, setRecordDate] = useState(dateInput(story.record_date));
  const [details, setDetails] = useState<StoryDetailsValues>({
    narrator: story.narrator ?? '',
    interviewer: story.interviewer ?? '',
    place: story.place ?? '',
    language: story.language ?? '',
  });
  const [inFolders, setInFolders] = useState<Set<string>>(new Set(story.foldersId ?? story.folders?.map((f) => f._id) ?? []));
  const [password, setPassword] = useState(story.sessionPassword ?? '');
  const [saved, setSaved] = useState(false);
  const submission = useSubmission(messages.errorBoundary);

  const change = StoryMetadataChangeSchema.safeParse({
    _id: story._id,
    title,
    description,
    record_date: recordDate ? `${recordDate}T00:00:00.000Z` : null,
    ...details,
  });
  const titleError = change.success ? undefined : change.error.issues.find((issue) => issue.path[0] === 'title')?.message;
  const save = () =>
    submission.run(async () => {
      if (!change.success) return;
      setSaved(false);
      await stories.updateBulkUpload([change.data]);
      const edited = await stories.edit(story._id, {
        foldersId: [...inFolders],
        // The server takes a session password only from the call's author; nobody else sends one.
        ...(author ? { sessionPassword: password.trim() ? password : null } : {}),
      });
      setSaved(true);
      onSaved(edited);
    });
  const toggle = (id: string, on: boolean) =>
    setInFolders((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <form
      className={styles.form}
      aria-label={storyEditLabels.storyDetails}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field label={storyEditLabels.title} required validationMessage={titleError}>
        <Input value={title} onChange={(_, d) => setTitle(d.value)} />
      </Field>
      <Field label={storyEditLabels.description}>
        <Textarea value={description} resize="vertical" onChange={(_, d) => setDescription(d.value)} />
      </Field>
      <Field label={storyEditLabels.recordDate}>
        <Input type="date" value={recordDate} onChange={(_, d) => setRecordDate(d.value)} />
      </Field>
      <StoryDetailsFields storyId={story._id} values={details} onChange={setDetails} />
      {folders.length > 0 && (
        <fieldset className={styles.folders}>
          <legend>{storyEditLabels.folders}</legend>
          {folders.map((folder) => (
            <Checkbox
              key={folder._id}
              label={folder.name || storyEditLabels.unnamedFolder}
              checked={inFolders.has(folder._id)}
              onChange={(_, d) => toggle(folder._id, d.checked === true)}
            />
          ))}
        </fieldset>
      )}
      {author && (
        <Field
          label={storyEditLabels.sessionPassword}
          hint={storyEditLabels.guestsTypeItToJoinThe}
          validationMessage={sessionPasswordProblem(password)}
        >
          <Input type="password" value={password} onChange={(_, d) => setPassword(d.value)} />
        </Field>
      )}
      <FormMessage text={submission.error} />
      <FormMessage text={saved ? 'Saved.' : null} intent="success" />
      <div>
        <Button type="submit" appearance="primary" disabled={submission.busy || !change.success}>
          {submission.busy ? storyEditLabels.saving : storyEditLabels.save}
        </Button>
      </div>
    </form>
  );
}

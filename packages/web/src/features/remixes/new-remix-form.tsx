import { Body1, Button, Checkbox, Field, Input, MessageBar, MessageBarBody, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { formatClockTime, messages, type Remix, RemixApi, remixesLabels } from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useRemixableClips } from './use-remixable-clips.js';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px', minWidth: 0 },
  picks: { display: 'flex', flexDirection: 'column', border: 'none', margin: 0, padding: 0, minWidth: 0 },
  pick: { overflowWrap: 'anywhere' },
});

const anyProject = () => true;

/**
 * Pick clips (the order picked is the play order) and a title; creates the remix in the project. The clips may come
 * from any interview of any project the person sees that `inReach` allows (the project's own organization's).
 */
export function NewRemixForm({
  projectId,
  inReach = anyProject,
  onCreated,
}: {
  projectId: string;
  inReach?: (projectId: string) => boolean;
  onCreated(remix: Remix): void;
}) {
  const styles = useStyles();
  const api = useService<RemixApi>(RemixApi);
  const clips = useRemixableClips(inReach);
  const [title, setTitle] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [missingTitle, setMissingTitle] = useState(false);
  if (clips.state === 'loading') return <Spinner label={remixesLabels.loadingTheClips} />;
  if (clips.state === 'failed' || clips.value.length === 0) return <Body1>{messages.remixNoClips}</Body1>;
  const toggle = (id: string, on: boolean) => setPicked((now) => (on ? [...now, id] : now.filter((p) => p !== id)));
  const submit = async () => {
    if (!title.trim()) {
      setMissingTitle(true);
      return;
    }
    setSaving(true);
    setFailed(false);
    try {
      onCreated(await api.create(projectId, { title: title.trim(), clipIds: picked }));
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      className={styles.form}
      aria-label={remixesLabels.newRemix}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={remixesLabels.title} required validationMessage={missingTitle ? messages.fieldRequired : undefined}>
        <Input value={title} onChange={(_e, data) => setTitle(data.value)} />
      </Field>
      <fieldset className={styles.picks}>
        <legend>{remixesLabels.clipsInTheOrderTheyPlay}</legend>
        {clips.value.map(({ clip, storyTitle, projectId: from, projectName }) => {
          const place = picked.indexOf(clip._id);
          return (
            <Checkbox
              key={clip._id}
              className={styles.pick}
              checked={place >= 0}
              onChange={(_e, data) => toggle(clip._id, data.checked === true)}
              label={`${place >= 0 ? `${place + 1}. ` : ''}${clip.title || 'Untitled clip'} (${storyTitle}${from === projectId ? '' : ` in ${projectName}`}, ${formatClockTime(clip.start)}–${formatClockTime(clip.end)})`}
            />
          );
        })}
      </fieldset>
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{messages.remixSaveFailed}</MessageBarBody>
        </MessageBar>
      )}
      <Button appearance="primary" type="submit" disabled={saving || picked.length === 0}>
        {remixesLabels.createRemix}
      </Button>
    </form>
  );
}

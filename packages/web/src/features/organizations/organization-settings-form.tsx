import { Button, Card, Checkbox, Field, Input, makeStyles, Select, Subtitle2, Switch, Textarea, tokens } from '@fluentui/react-components';
import { messages, OrganizationApi, type OrganizationResponse, TranscriptionServiceSchema } from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { type SettingsFormValues, settingsFormValues, settingsRequest } from './settings-request.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
});

const SERVICE_LABELS: Record<SettingsFormValues['transcriptionService'], string> = {
  default: 'Default',
  pocketsphinx: 'PocketSphinx',
  deepgram: 'Deepgram',
  whisper: 'Whisper',
};

export interface OrganizationSettingsFormProps {
  organization: OrganizationResponse;
  onSaved(organization: OrganizationResponse): void;
}

/** The organization's transcription and AI settings, saved with `PUT /organization/{code}/edit`. */
export function OrganizationSettingsForm({ organization, onSaved }: OrganizationSettingsFormProps) {
  const styles = useStyles();
  const api = useService<OrganizationApi>(OrganizationApi);
  const notify = useNotify();
  const [form, setForm] = useState(() => settingsFormValues(organization));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const saved = await api.edit(organization.organizational_code, { settings: settingsRequest(organization, form) });
      notify({ text: messages.organizationSettingsSaved, intent: 'success' });
      onSaved(saved);
    } catch {
      notify({ text: messages.organizationSettingsFailed, intent: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Settings</Subtitle2>
      <form
        className={styles.card}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field label="Transcription service">
          <Select
            value={form.transcriptionService}
            onChange={(_, d) => setForm({ ...form, transcriptionService: TranscriptionServiceSchema.parse(d.value) })}
          >
            {TranscriptionServiceSchema.options.map((service) => (
              <option key={service} value={service}>
                {SERVICE_LABELS[service]}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox
          label="Keep filler words"
          checked={form.fillerWords}
          onChange={(_, d) => setForm({ ...form, fillerWords: d.checked === true })}
        />
        <Field label="Vocabulary" hint="Words and names to expect, separated by commas">
          <Input value={form.vocabulary} onChange={(_, d) => setForm({ ...form, vocabulary: d.value })} />
        </Field>
        <Checkbox
          label="Automatic chaptering"
          checked={form.autoChaptering}
          onChange={(_, d) => setForm({ ...form, autoChaptering: d.checked === true })}
        />
        <Field label="Summary prompt">
          <Textarea value={form.summaryPrompt} onChange={(_, d) => setForm({ ...form, summaryPrompt: d.value })} />
        </Field>
        <Field label="Chaptering prompt">
          <Textarea value={form.chapteringPrompt} onChange={(_, d) => setForm({ ...form, chapteringPrompt: d.value })} />
        </Field>
        <Field hint={messages.releaseRequiredSettingHint}>
          <Switch
            label={messages.releaseRequiredSetting}
            checked={form.releaseRequiredToShare}
            onChange={(_, d) => setForm({ ...form, releaseRequiredToShare: d.checked })}
          />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy}>
          Save settings
        </Button>
      </form>
    </Card>
  );
}

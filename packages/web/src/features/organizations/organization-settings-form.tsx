import { Button, Card, Checkbox, Field, Input, makeStyles, Select, Subtitle2, Switch, Textarea, tokens } from '@fluentui/react-components';
import {
  messages,
  OrganizationApi,
  type OrganizationResponse,
  organizationsLabels,
  SPEECH_SERVICE_LABELS,
  type SpeechServiceInfo,
  type SpeechServicesResponse,
  settingsMessages,
  speechServiceUnavailable,
  TranscriptionServiceSchema,
} from '@storykeep/core';
import { useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { useSpeechServices } from '../../shared/use-speech-services.js';
import { settingsFormValues, settingsRequest } from './settings-request.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  // A disabled service's option says why at length; the list still keeps within the card on a phone.
  narrow: { minWidth: 0, maxWidth: '100%' },
});

/** Why a service cannot be used here, as the list says it. */
function unavailableText(info: SpeechServiceInfo): string {
  const reason = info.reason === 'not_installed' ? settingsMessages.speechServiceNotInstalled : settingsMessages.speechServiceNotConfigured;
  return speechServiceUnavailable(SPEECH_SERVICE_LABELS[info.service], reason);
}

/** Each choice of the list: its label and, for one this server cannot run, why (it is then disabled). */
function serviceChoices(services: SpeechServicesResponse | null) {
  return TranscriptionServiceSchema.options.map((choice) => {
    if (choice === 'default') {
      const own = services?.default;
      return { value: choice, label: own ? `Default (${SPEECH_SERVICE_LABELS[own]})` : 'Default', unavailable: null, refusal: null };
    }
    const info = services?.services.find((s) => s.service === choice);
    const unavailable = info && !info.available ? unavailableText(info) : null;
    const refusal = unavailable ? messages.transcriptionServiceUnavailable(SPEECH_SERVICE_LABELS[choice]) : null;
    return { value: choice, label: unavailable ?? SPEECH_SERVICE_LABELS[choice], unavailable, refusal };
  });
}

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
  const choices = serviceChoices(useSpeechServices());
  const chosen = choices.find((c) => c.value === form.transcriptionService);
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
      <Subtitle2 as="h2">{organizationsLabels.settings}</Subtitle2>
      <form
        className={styles.card}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field className={styles.narrow} label={organizationsLabels.transcriptionService} validationMessage={chosen?.refusal ?? undefined}>
          <Select
            className={styles.narrow}
            select={{ className: styles.narrow }}
            value={form.transcriptionService}
            onChange={(_, d) => setForm({ ...form, transcriptionService: TranscriptionServiceSchema.parse(d.value) })}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value} disabled={choice.unavailable !== null}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox
          label={organizationsLabels.keepFillerWords}
          checked={form.fillerWords}
          onChange={(_, d) => setForm({ ...form, fillerWords: d.checked === true })}
        />
        <Field label={organizationsLabels.vocabulary} hint={organizationsLabels.wordsAndNamesToExpectSeparated}>
          <Input value={form.vocabulary} onChange={(_, d) => setForm({ ...form, vocabulary: d.value })} />
        </Field>
        <Checkbox
          label={organizationsLabels.automaticChaptering}
          checked={form.autoChaptering}
          onChange={(_, d) => setForm({ ...form, autoChaptering: d.checked === true })}
        />
        <Field label={organizationsLabels.summaryPrompt}>
          <Textarea value={form.summaryPrompt} onChange={(_, d) => setForm({ ...form, summaryPrompt: d.value })} />
        </Field>
        <Field label={organizationsLabels.chapteringPrompt}>
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
          {organizationsLabels.saveSettings}
        </Button>
      </form>
    </Card>
  );
}

import { Button, Card, Checkbox, Field, Input, makeStyles, Select, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import {
  canChangeOrganizationFlags,
  type FeatureFlags,
  FeatureFlagsApi,
  LOCAL_RECORDING_MIME_TYPES,
  LOCAL_RECORDING_RESOLUTIONS,
  messages,
  organizationsLabels,
  type PublisherOptions,
} from '@storykeep/core';
import { useState } from 'react';
import { FormMessage } from '../../components/form-message.js';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { useLoad } from '../../shared/use-load.js';
import { useWorkspace } from '../../shared/workspace-context.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minWidth: 0 },
  group: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
});

type BooleanFlag = 'enableRemixer' | 'enableOrgBranding' | 'automaticTranscode' | 'localRecordingStreaming' | 'localRecordingsPolyfill';

const SWITCHES: readonly { flag: BooleanFlag; label: string }[] = [
  { flag: 'enableRemixer', label: messages.flagEnableRemixer },
  { flag: 'enableOrgBranding', label: messages.flagEnableOrgBranding },
  { flag: 'automaticTranscode', label: messages.flagAutomaticTranscode },
  { flag: 'localRecordingStreaming', label: messages.flagLocalRecordingStreaming },
  { flag: 'localRecordingsPolyfill', label: messages.flagLocalRecordingsPolyfill },
];

const MICROPHONE: readonly { option: keyof PublisherOptions; label: string }[] = [
  { option: 'echoCancellation', label: messages.flagEchoCancellation },
  { option: 'noiseSuppression', label: messages.flagNoiseSuppression },
  { option: 'autoGainControl', label: messages.flagAutoGainControl },
  { option: 'disableAudioProcessing', label: messages.flagDisableAudioProcessing },
  { option: 'enableStereo', label: messages.flagEnableStereo },
];

const resolutionKey = (r: { width: number; height: number }) => `${r.width}x${r.height}`;

/** Whether the signed-in person may change this organization's flags, by core's rule (the server applies the same). */
export function useCanChangeOrganizationFlags(organizationCode: string): boolean {
  const role = useAuth((s) => s.context.role);
  const own = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  return role !== '' && canChangeOrganizationFlags({ role, organizations: own ? [own] : [], projectRoles: {} }, organizationCode);
}

export interface OrganizationFlagsFormProps {
  organizationCode: string;
}

/**
 * The organization's feature flags (`GET`/`PUT /feature_flags/organization/{code}`): remixes, branding, automatic
 * processing, how local recordings are made and sent, and the call microphone. Shown only to those core's
 * `canChangeOrganizationFlags` lets change them; saving reloads the shell's flags so, say, Remixes appears at once.
 */
export function OrganizationFlagsForm({ organizationCode }: OrganizationFlagsFormProps) {
  const api = useService<FeatureFlagsApi>(FeatureFlagsApi);
  const loaded = useLoad(() => api.ofOrganization(organizationCode), [api, organizationCode]);
  if (loaded.state === 'loading') return <Spinner size="tiny" label={messages.featureFlagsTitle} />;
  if (loaded.state === 'failed') return <FormMessage text={messages.featureFlagsLoadFailed} />;
  return <FlagsEditor organizationCode={organizationCode} initial={loaded.value} />;
}

function FlagsEditor({ organizationCode, initial }: { organizationCode: string; initial: FeatureFlags }) {
  const styles = useStyles();
  const api = useService<FeatureFlagsApi>(FeatureFlagsApi);
  const notify = useNotify();
  const workspace = useWorkspace();
  const [flags, setFlags] = useState(initial);
  const [kbps, setKbps] = useState(String(Math.round(initial.localRecordingVideoBitrate / 1000)));
  const [busy, setBusy] = useState(false);
  const bitrate = Number(kbps);
  const bitrateProblem = Number.isInteger(bitrate) && bitrate > 0 ? undefined : 'A whole number of kbit/s above 0';
  const formats: readonly string[] = LOCAL_RECORDING_MIME_TYPES.includes(flags.localRecordingMimeType as never)
    ? LOCAL_RECORDING_MIME_TYPES
    : [flags.localRecordingMimeType, ...LOCAL_RECORDING_MIME_TYPES];
  const submit = async () => {
    if (bitrateProblem) return;
    setBusy(true);
    try {
      await api.setForOrganization(organizationCode, { ...flags, localRecordingVideoBitrate: bitrate * 1000 });
      notify({ text: messages.featureFlagsSaved, intent: 'success' });
      workspace.reload();
    } catch {
      notify({ text: messages.featureFlagsSaveFailed, intent: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">{messages.featureFlagsTitle}</Subtitle2>
      <form
        className={styles.card}
        aria-label={messages.featureFlagsTitle}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {SWITCHES.map(({ flag, label }) => (
          <Checkbox
            key={flag}
            label={label}
            checked={flags[flag]}
            onChange={(_, d) => setFlags({ ...flags, [flag]: d.checked === true })}
          />
        ))}
        <Field label={messages.flagLocalRecordingMimeType}>
          <Select value={flags.localRecordingMimeType} onChange={(_, d) => setFlags({ ...flags, localRecordingMimeType: d.value })}>
            {formats.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={messages.flagLocalRecordingVideoBitrate} validationMessage={bitrateProblem}>
          <Input type="number" min={1} value={kbps} onChange={(_, d) => setKbps(d.value)} />
        </Field>
        <Field label={messages.flagLocalRecordingMaxResolution}>
          <Select
            value={resolutionKey(flags.localRecordingMaxResolution)}
            onChange={(_, d) => {
              const chosen = LOCAL_RECORDING_RESOLUTIONS.find((r) => resolutionKey(r) === d.value);
              if (chosen) setFlags({ ...flags, localRecordingMaxResolution: chosen });
            }}
          >
            {LOCAL_RECORDING_RESOLUTIONS.map((r) => (
              <option key={resolutionKey(r)} value={resolutionKey(r)}>
                {r.width} × {r.height}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className={styles.group}>
          <legend>{messages.flagCallPublisher}</legend>
          {MICROPHONE.map(({ option, label }) => (
            <Checkbox
              key={option}
              label={label}
              checked={flags.callPublisher[option]}
              onChange={(_, d) => setFlags({ ...flags, callPublisher: { ...flags.callPublisher, [option]: d.checked === true } })}
            />
          ))}
        </fieldset>
        <div>
          <Button type="submit" appearance="primary" disabled={busy || bitrateProblem !== undefined}>
            {organizationsLabels.saveFeatureSettings}
          </Button>
        </div>
      </form>
    </Card>
  );
}

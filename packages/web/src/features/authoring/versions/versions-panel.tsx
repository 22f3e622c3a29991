import { Body1, Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import {
  authoringLabels,
  ErrorReporter,
  messages,
  restoreTranscriptVersion,
  type Transcript,
  type TranscriptVersion,
  versionFileName,
} from '@storykeep/core';
import { useState } from 'react';
import { useNotify } from '../../../shared/notices.js';
import { useOptionalService } from '../../../shared/optional-service.js';
import { useLoad } from '../../../shared/use-load.js';
import { useRevisionPorts } from './use-revision-ports.js';
import { VersionPreview } from './version-preview.js';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  when: { flexGrow: 1, minWidth: '12em' },
});

export interface VersionsPanelProps {
  storyId: string;
  /** Called after a version became the current transcript; the editor reloads it. */
  onRestored(): void;
}

/** When a version was kept, in the reader's own format; the file name when the date is unknown. */
export function versionLabel(version: TranscriptVersion): string {
  if (!version.created_at) return versionFileName(version);
  return new Date(version.created_at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The story's kept transcript versions, newest first. One can be previewed read-only, and restored: the current
 * transcript is kept as a version first, so a restore never loses work.
 */
export function VersionsPanel({ storyId, onRestored }: VersionsPanelProps) {
  const styles = useStyles();
  const ports = useRevisionPorts();
  const notify = useNotify();
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const versions = useLoad(() => ports.versions.list(storyId), [ports, storyId]);
  const [preview, setPreview] = useState<{ version: TranscriptVersion; transcript: Transcript } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: string, work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify({ text: messages.errorBoundary, intent: 'error' });
      reporter?.captureException(error, { tags: { storyId, action } });
    } finally {
      setBusy(false);
    }
  };
  const open = (version: TranscriptVersion) =>
    run('preview version', async () => {
      setPreview({ version, transcript: await ports.versions.read(storyId, versionFileName(version)) });
    });
  const restore = (version: TranscriptVersion) =>
    run('restore version', async () => {
      await restoreTranscriptVersion(ports, storyId, versionFileName(version));
      setPreview(null);
      versions.reload();
      onRestored();
    });

  if (versions.state === 'loading') return <Spinner size="small" label={authoringLabels.loadingVersions} />;
  if (versions.state === 'failed') return <Body1 role="alert">{messages.errorBoundary}</Body1>;
  return (
    <section aria-label={authoringLabels.versions} className={styles.panel}>
      {versions.value.length === 0 && <Body1>{authoringLabels.noEarlierVersionsYetOneIs}</Body1>}
      <ul className={styles.list} aria-label={authoringLabels.transcriptVersions}>
        {versions.value.map((version) => {
          const label = versionLabel(version);
          return (
            <li key={version.path} className={styles.item}>
              <Body1 className={styles.when}>{label}</Body1>
              <Button
                size="small"
                disabled={busy}
                aria-label={authoringLabels.previewTheVersionOf(label)}
                onClick={() => void open(version)}
              >
                {authoringLabels.preview}
              </Button>
              <Button
                size="small"
                disabled={busy}
                aria-label={authoringLabels.restoreTheVersionOf(label)}
                onClick={() => void restore(version)}
              >
                {authoringLabels.restore}
              </Button>
            </li>
          );
        })}
      </ul>
      {preview && (
        <VersionPreview label={authoringLabels.previewOfTheVersionOf(versionLabel(preview.version))} transcript={preview.transcript} />
      )}
    </section>
  );
}

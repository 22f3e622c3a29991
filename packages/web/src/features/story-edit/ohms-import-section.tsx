import { Body1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { importOhms, ohmsImported, settingsMessages, TranscriptApi, TranscriptVersionApi } from '@storykeep/core';
import { useId, useState } from 'react';
import { FormMessage } from '../../components/form-message.js';
import { useService } from '../../shared/container-context.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  input: { maxWidth: '100%' },
});

/** A chosen file's text (FileReader: every browser, and the test DOM, has it). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

type Outcome = { intent: 'success' | 'error'; text: string } | null;

/**
 * Imports an OHMS XML file into the interview: its index points become a new index and its transcript (timed from
 * the file's sync points) a transcript version, so nothing the interview already has is replaced.
 */
export function OhmsImportSection({ storyId }: { storyId: string }) {
  const styles = useStyles();
  const transcripts = useService<TranscriptApi>(TranscriptApi);
  const versions = useService<TranscriptVersionApi>(TranscriptVersionApi);
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const load = async (file: File) => {
    setOutcome(null);
    let imported: ReturnType<typeof importOhms>;
    try {
      imported = importOhms(await readText(file));
    } catch {
      setOutcome({ intent: 'error', text: settingsMessages.ohmsImportFailed });
      return;
    }
    setBusy(true);
    try {
      await transcripts.createIndex(storyId, { title: imported.title || file.name, metadata: imported.metadata });
      const { paragraphs } = imported.transcript;
      if (paragraphs.length > 0) await versions.keepCopy(storyId, paragraphs);
      setOutcome({ intent: 'success', text: ohmsImported(imported.metadata.length, paragraphs.length) });
    } catch {
      setOutcome({ intent: 'error', text: settingsMessages.ohmsImportSaveFailed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby={`${inputId}-title`}>
      <Subtitle2 as="h2" id={`${inputId}-title`}>
        {settingsMessages.ohmsImportTitle}
      </Subtitle2>
      <Body1>{settingsMessages.ohmsImportHint}</Body1>
      <input
        id={inputId}
        className={styles.input}
        type="file"
        accept=".xml,application/xml,text/xml"
        aria-label={settingsMessages.ohmsImportTitle}
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void load(file);
        }}
      />
      <FormMessage text={outcome?.text ?? null} intent={outcome?.intent === 'success' ? 'success' : undefined} />
    </section>
  );
}

import { ErrorReporter, messages, TranscriptApi } from '@storykeep/core';
import { useCallback, useState } from 'react';
import { useService } from '../../shared/container-context.js';
import { useNotify } from '../../shared/notices.js';
import { useOptionalService } from '../../shared/optional-service.js';
import { transcriptAndIndexes } from '../../shared/use-story-tasks.js';
import { buildExport, type ExportFormat, saveFile } from '../export-files.js';

/**
 * Exports an interview from a list, where its transcript is not loaded: the transcript and indexes are asked for when
 * a format is chosen, then the file is built in the browser as on the hub.
 */
export function useRowExport(storyId: string, title: string | undefined) {
  const transcripts = useService<TranscriptApi>(TranscriptApi);
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (format: ExportFormat) => {
      setBusy(true);
      try {
        const { transcript, indexes } = await transcriptAndIndexes(transcripts, storyId);
        if (!transcript || transcript.paragraphs.length === 0) {
          notify({ text: messages.exportNothing, intent: 'error' });
          return;
        }
        saveFile(await buildExport(format, { title, recordId: storyId, transcript, indexes }));
      } catch (error) {
        notify({ text: messages.errorBoundary, intent: 'error' });
        reporter?.captureException(error, { tags: { storyId, action: `export ${format}` } });
      } finally {
        setBusy(false);
      }
    },
    [transcripts, storyId, title, notify, reporter],
  );
  return { busy, run };
}

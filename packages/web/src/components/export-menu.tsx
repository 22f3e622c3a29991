import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { componentsLabels, ErrorReporter, type Index, messages, type Transcript } from '@storykeep/core';
import { useState } from 'react';
import { useNotify } from '../shared/notices.js';
import { useOptionalService } from '../shared/optional-service.js';
import { buildExport, type ExportedFile, type ExportFormat, type ExportRecord, saveFile } from './export-files.js';

/** The export formats as the menus name them. */
export const EXPORT_LABELS: { format: ExportFormat; label: string }[] = [
  { format: 'vtt', label: 'WebVTT subtitles (.vtt)' },
  { format: 'srt', label: 'SRT subtitles (.srt)' },
  { format: 'txt', label: 'Plain text (.txt)' },
  { format: 'ohms', label: 'OHMS index (.xml)' },
  { format: 'docx', label: 'Word document (.docx)' },
];

export interface ExportMenuProps {
  /** The story's id (the OHMS record id) and title (the file name). */
  storyId: string;
  title: string | null | undefined;
  /**
   * Nothing to export while this is null: the menu is shown disabled. A function is read when a format is chosen, so
   * an editor's keystrokes do not re-render the menu.
   */
  transcript: Transcript | null | (() => Transcript | null);
  indexes: readonly Index[];
  /** The interview's catalogue record (narrator, interviewer, place, language, date) for the OHMS and Word files. */
  record?: ExportRecord;
  /** Where a built file goes; the browser's download unless a test or host says otherwise. */
  onFile?: (file: ExportedFile) => void;
}

/** A menu exporting the transcript as WebVTT, SRT, plain text, an OHMS index or a Word document. */
export function ExportMenu({ storyId, title, transcript, indexes, record, onFile = saveFile }: ExportMenuProps) {
  const notify = useNotify();
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const [busy, setBusy] = useState(false);
  const run = async (format: ExportFormat) => {
    const current = typeof transcript === 'function' ? transcript() : transcript;
    if (!current) return;
    setBusy(true);
    try {
      onFile(await buildExport(format, { title, recordId: storyId, transcript: current, indexes, ...(record ? { record } : {}) }));
    } catch (error) {
      notify({ text: messages.errorBoundary, intent: 'error' });
      reporter?.captureException(error, { tags: { storyId, action: `export ${format}` } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton disabled={!transcript || busy}>{componentsLabels.export}</MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {EXPORT_LABELS.map(({ format, label }) => (
            <MenuItem key={format} onClick={() => void run(format)}>
              {label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

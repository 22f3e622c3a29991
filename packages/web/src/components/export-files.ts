import { exportedFileName, exportOhmsIndex, exportPlainText, exportSrt, exportWebVtt, type Index, type Transcript } from '@storykeep/core';
import type { ExportRecord } from './export-record.js';

export type { ExportRecord } from './export-record.js';
export { exportRecordOf } from './export-record.js';

/** The formats a transcript leaves Storykeep in. */
export const EXPORT_FORMATS = ['vtt', 'srt', 'txt', 'ohms', 'docx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What every export is made from. */
export interface ExportInput {
  /** The story's title; it names the file. */
  title: string | null | undefined;
  /** The story's id, written as the OHMS record id. */
  recordId: string;
  transcript: Transcript;
  indexes: readonly Index[];
  /** The interview's catalogue record: the OHMS record's and the Word document's heading. */
  record?: ExportRecord;
}

/** A file ready to be saved. */
export interface ExportedFile {
  name: string;
  blob: Blob;
}

const TYPES: Record<ExportFormat, string> = {
  vtt: 'text/vtt;charset=utf-8',
  srt: 'application/x-subrip;charset=utf-8',
  txt: 'text/plain;charset=utf-8',
  ohms: 'application/xml;charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const EXTENSIONS: Record<ExportFormat, string> = { vtt: 'vtt', srt: 'srt', txt: 'txt', ohms: 'xml', docx: 'docx' };

/** The index whose points an OHMS file lists: the first one that has any. */
function indexPoints(indexes: readonly Index[]) {
  return indexes.find((index) => index.metadata.length > 0)?.metadata ?? [];
}

function textOf(format: Exclude<ExportFormat, 'docx'>, input: ExportInput): string {
  switch (format) {
    case 'vtt':
      return exportWebVtt(input.transcript);
    case 'srt':
      return exportSrt(input.transcript);
    case 'txt':
      return exportPlainText(input.transcript);
    case 'ohms':
      return exportOhmsIndex({
        metadata: indexPoints(input.indexes),
        transcript: input.transcript,
        recordId: input.recordId,
        title: input.title ?? '',
        ...(input.record ? { record: input.record } : {}),
      });
  }
}

/**
 * The transcript in one format, named after the story. The Word document's library is fetched only when a Word
 * document is asked for, so it stays out of the code every page loads.
 */
export async function buildExport(format: ExportFormat, input: ExportInput): Promise<ExportedFile> {
  const name = `${exportedFileName(input.title)}.${EXTENSIONS[format]}`;
  if (format === 'docx') {
    const { transcriptDocx } = await import('./export-docx.js');
    return { name, blob: await transcriptDocx(input) };
  }
  return { name, blob: new Blob([textOf(format, input)], { type: TYPES[format] }) };
}

/** Hands a file to the browser's download. */
export function saveFile({ name, blob }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the data by the next task; the address is let go then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

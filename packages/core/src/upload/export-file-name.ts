import { interviewMessages } from '../messages/interview.messages.js';

const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]/gu;

/**
 * Base name of an exported transcript or document: the title in lowercase with runs of spaces collapsed, then
 * every character other than a letter or digit replaced by an underscore; 'untitled' when there is no title.
 */
export function exportedFileName(title: string | null | undefined): string {
  if (!title) return interviewMessages.untitledExport;
  return title.normalize('NFC').toLowerCase().replace(/ {2,}/g, ' ').replace(NOT_ALPHANUMERIC, '_');
}

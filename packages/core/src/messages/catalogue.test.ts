import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountMessages } from './account.messages.js';
import { callMessages, callTemplates } from './call.messages.js';
import {
  bulkDeletePartialFailure,
  bulkDownloadPartialFailure,
  dialInNumber,
  downloadTaskFailed,
  filesUploadedProgress,
  folderCreated,
  indexDeleteFailed,
  messages,
  NOTICE_AUTO_HIDE_MS,
  phoneParticipantName,
  uploadCountSucceeded,
} from './catalogue.js';
import { interviewMessages, interviewTemplates } from './interview.messages.js';
import { recordingSafetyMessages, recordingSafetyTemplates } from './recording-safety.messages.js';
import { settingsMessages, settingsTemplates } from './settings.messages.js';
import { shellLabels, shellMessages, shellTemplates, signInFailed } from './shell.messages.js';
import { workspaceMessages } from './workspace.messages.js';

/** docs/product/messages.md: one table row per message, `| \`key\` | shown when | text |`, cells padded or not. */
const DOC_ROW = /^\|\s*`(\w+)`\s*\|.*?\|\s*(.*?)\s*\|$/;

/** The messages the product documentation lists, by key, exactly as written there. */
function documentedMessages(): Map<string, string> {
  const doc = readFileSync(resolve(import.meta.dirname, '../../../../docs/product/messages.md'), 'utf8');
  const rows = new Map<string, string>();
  for (const line of doc.split('\n')) {
    const row = DOC_ROW.exec(line);
    if (!row?.[1] || row[2] === undefined) continue;
    if (rows.has(row[1])) throw new Error(`docs/product/messages.md lists ${row[1]} twice`);
    rows.set(row[1], row[2]);
  }
  return rows;
}

const catalogue: Record<string, string> = {
  ...shellMessages,
  ...accountMessages,
  ...workspaceMessages,
  ...interviewMessages,
  ...callMessages,
  ...shellLabels,
  ...shellTemplates,
  ...interviewTemplates,
  ...settingsMessages,
  ...settingsTemplates,
  ...callTemplates,
  ...recordingSafetyMessages,
  ...recordingSafetyTemplates,
};
const documented = documentedMessages();

describe('the catalogue and docs/product/messages.md', () => {
  it.each(Object.entries(catalogue))('%s is documented word for word', (key, text) => {
    expect(documented.get(key), key).toBe(text);
  });

  it.each([...documented])('%s, documented, is in the catalogue with the same text', (key, text) => {
    expect(catalogue[key], key).toBe(text);
  });
});

describe('parameterised messages', () => {
  it('name a phone caller by the last digits of their number, and by none when it was withheld', () => {
    expect(phoneParticipantName('+44 7700 900123')).toBe('Phone caller ending 0123');
    expect(phoneParticipantName(null)).toBe('Phone caller ending …');
    expect(dialInNumber('+1 555 0100', '4821')).toBe('Call +1 555 0100 and enter the code 4821 followed by #.');
  });

  it('fill in their values', () => {
    expect(bulkDeletePartialFailure(2)).toBe('Error deleting 2 interview(s). Please try again.');
    expect(bulkDownloadPartialFailure(1)).toBe('Error starting download for 1 interview(s). Please try again.');
    expect(uploadCountSucceeded(4)).toBe('4 files have been uploaded!');
    expect(filesUploadedProgress(3, 7)).toBe('3 of 7 files uploaded');
    expect(folderCreated('Family')).toBe('Successfully created the folder Family');
    expect(downloadTaskFailed('disk full')).toBe("Task failed: 'disk full'");
  });

  it('add the server reason to a sign-in failure only when there is one', () => {
    expect(signInFailed()).toBe('There was an error logging you in. Please try again soon.');
    expect(signInFailed('  ')).toBe('There was an error logging you in. Please try again soon.');
    expect(signInFailed('Account locked')).toBe('There was an error logging you in. Please try again soon. Account locked');
  });

  it('append the status detail of a failed index delete', () => {
    expect(indexDeleteFailed('i1')).toBe('Error deleting index i1');
    expect(indexDeleteFailed('i1', '500 Internal Server Error')).toBe('Error deleting index i1: 500 Internal Server Error');
  });

  it('always contain the count they were given', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(bulkDeletePartialFailure(n)).toContain(`deleting ${n} interview`);
        expect(filesUploadedProgress(n, n + 1)).toBe(`${n} of ${n + 1} files uploaded`);
      }),
    );
  });
});

describe('messages', () => {
  it('gathers every text and function in one object', () => {
    expect(messages.transcriptionCompleted).toBe('Transcription Completed!');
    expect(messages.labels.remixes).toBe('Remixes');
    expect(messages.bulkDeletePartialFailure(3)).toBe(bulkDeletePartialFailure(3));
    expect(Object.keys(messages)).toEqual(expect.arrayContaining([...Object.keys(shellMessages), ...Object.keys(interviewMessages)]));
  });

  it('hides notices after 3 s', () => {
    expect(NOTICE_AUTO_HIDE_MS).toBe(3000);
  });
});

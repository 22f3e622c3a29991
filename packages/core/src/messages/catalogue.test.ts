import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callMessages, callTemplates } from './calls.messages.js';
import {
  bulkDeletePartialFailure,
  bulkDownloadPartialFailure,
  downloadTaskFailed,
  filesUploadedProgress,
  folderCreated,
  indexDeleteFailed,
  messages,
  NOTICE_AUTO_HIDE_MS,
  signInFailed,
  uploadCountSucceeded,
} from './catalogue.js';
import { fillTemplate } from './fill-template.js';
import { shellLabels, shellMessages, shellTemplates } from './shell.messages.js';

/** The spec lives beside the repository in `../shared/spec` (as on CI); STORYKEEP_SPEC_DIR points elsewhere. */
function readSpec(): string | undefined {
  const candidates = [process.env.STORYKEEP_SPEC_DIR, resolve(import.meta.dirname, '../../../../../shared/spec')];
  const dir = candidates.find((candidate): candidate is string => candidate !== undefined && existsSync(candidate));
  // CI always has the spec beside the clone: a missing spec there is a broken setup, not a reason to skip.
  if (!dir && process.env.CI) throw new Error(`The spec was not found in ${candidates.filter(Boolean).join(' or ')}`);
  if (!dir) return undefined;
  const parts = readdirSync(dir).filter((name) => /^part-\d.*\.md$/.test(name));
  return parts.map((name) => readFileSync(join(dir, name), 'utf8')).join('\n');
}

/** Texts the spec describes without quoting; we wrote them, so they cannot be found in it. */
const composed = new Set([
  'bulkDeleteClipsNote',
  'impersonationUserNotFound',
  'pageNotFound',
  'transcriptionReadyNotification',
  'folderCreated',
  'signInFailedWithReason',
  'relevantResults',
  'localStorageNearlyFull',
  'localMediaUploadFailed',
]);

/** The spec writes this one's placeholder as N rather than {n}. */
const specPlaceholders: Record<string, Record<string, string>> = { uploadCountSucceeded: { n: 'N' } };

const spec = readSpec();

describe.skipIf(spec === undefined)('the catalogue against the spec', () => {
  const texts = Object.entries({ ...shellMessages, ...callMessages, ...shellLabels }).filter(([key]) => !composed.has(key));
  const templates = Object.entries({ ...shellTemplates, ...callTemplates }).filter(([key]) => !composed.has(key));

  it.each(texts)('%s is the spec wording, character for character', (_, text) => {
    expect(spec).toContain(text);
  });

  it.each(templates)('%s is the spec wording with its placeholders', (key, template) => {
    expect(spec).toContain(fillTemplate(template, specPlaceholders[key] ?? {}));
  });

  it('lists as composed only texts that really are absent from the spec', () => {
    const all: Record<string, string> = { ...shellMessages, ...callMessages, ...shellTemplates, ...callTemplates };
    for (const key of composed) {
      expect(all[key], key).toBeDefined();
      expect(spec).not.toContain(all[key]);
    }
  });
});

describe('parameterised messages', () => {
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
    expect(Object.keys(messages)).toEqual(expect.arrayContaining([...Object.keys(shellMessages), ...Object.keys(callMessages)]));
  });

  it('hides notices after 3 s', () => {
    expect(NOTICE_AUTO_HIDE_MS).toBe(3000);
  });
});

import { formatVocabulary, type OrganizationResponse } from '@storykeep/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settingsFormValues, settingsRequest } from './settings-request.js';

const organization = (service?: 'default' | 'deepgram', vocabulary: string[] = []): OrganizationResponse => ({
  _id: 'o1',
  organizational_code: 'mill',
  organization_name: 'Mill Town',
  require_session_passwords: false,
  force_two_factor: false,
  ...(service ? { settings: { transcription_service: service, filler_words: false, vocabulary, auto_chaptering: false } } : {}),
});

describe('settings request', () => {
  it('sends a transcription service only when a custom one is chosen or was stored', () => {
    const none = organization('default');
    expect('transcription_service' in settingsRequest(none, settingsFormValues(none))).toBe(false);
    expect(settingsRequest(none, { ...settingsFormValues(none), transcriptionService: 'whisper' }).transcription_service).toBe('whisper');
    const custom = organization('deepgram');
    expect(settingsRequest(custom, { ...settingsFormValues(custom), transcriptionService: 'default' }).transcription_service).toBe(
      'default',
    );
  });

  it('starts from defaults when the organization has no settings yet', () => {
    expect(settingsFormValues(organization())).toMatchObject({ transcriptionService: 'default', vocabulary: '', fillerWords: false });
  });

  it('sends back the stored vocabulary unchanged when the field is left alone', () => {
    const word = fc.stringMatching(/^[A-Za-z][A-Za-z '-]{0,15}[A-Za-z]$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        const stored = organization('default', words);
        const values = settingsFormValues(stored);
        expect(values.vocabulary).toBe(formatVocabulary(words));
        expect(settingsRequest(stored, values).vocabulary).toEqual(words);
      }),
    );
  });
});

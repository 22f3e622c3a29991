import { describe, expect, it } from 'vitest';
import type { SpeechServiceInfo } from '../model/api/speech-services.api.schema.js';
import { languageNameOf, languageTagOf } from '../util/languages.js';
import { transcriptionOutlook } from './transcription-outlook.js';

const pocketsphinx: SpeechServiceInfo = { service: 'pocketsphinx', available: true, reason: null, advanced: true, languages: ['en'] };
const deepgram: SpeechServiceInfo = { service: 'deepgram', available: true, reason: null, advanced: true, languages: null };

describe('languageTagOf', () => {
  it('reads tags, English names and names in the language itself', () => {
    expect(languageTagOf('Spanish')).toBe('es');
    expect(languageTagOf(' español ')).toBe('es');
    expect(languageTagOf('pt-BR')).toBe('pt-BR');
    expect(languageTagOf('EN')).toBe('en');
    expect(languageTagOf('Welsh')).toBe('cy');
  });

  it('gives null for empty text and for words that are no language', () => {
    expect(languageTagOf('')).toBeNull();
    expect(languageTagOf(undefined)).toBeNull();
    expect(languageTagOf('Old')).toBeNull();
    expect(languageTagOf('Klingon')).toBeNull();
  });

  it('names a tag in English', () => {
    expect(languageNameOf('pt-BR')).toBe('Portuguese');
    expect(languageNameOf('xx')).toBe('xx');
  });
});

describe('transcriptionOutlook', () => {
  it('says an English-only engine will not transcribe Spanish, before anything runs', () => {
    const outlook = transcriptionOutlook(pocketsphinx, 'Spanish');
    expect(outlook.kind).toBe('language_not_supported');
    expect(outlook.message).toContain('PocketSphinx on this server has no model for Spanish');
  });

  it('lets an engine that takes any language transcribe in the tag', () => {
    expect(transcriptionOutlook(deepgram, 'Spanish')).toEqual({
      kind: 'ok',
      tag: 'es',
      message: 'Deepgram will transcribe this interview in Spanish.',
    });
    expect(transcriptionOutlook(pocketsphinx, 'en-GB').kind).toBe('ok');
  });

  it('names a service the server cannot run, and says nothing without a language', () => {
    expect(transcriptionOutlook({ ...deepgram, available: false, reason: 'not_configured' }, 'en').kind).toBe('service_unavailable');
    expect(transcriptionOutlook(deepgram, '')).toEqual({ kind: 'ok', tag: null, message: null });
    expect(transcriptionOutlook(null, 'en').kind).toBe('no_service');
    expect(transcriptionOutlook(deepgram, 'Klingon').message).toContain('not a language name');
  });
});

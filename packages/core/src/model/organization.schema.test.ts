import { describe, expect, it } from 'vitest';
import { OrganizationSchema, OrganizationSettingsSchema } from './organization.schema.js';

const settings = {
  transcription_service: 'deepgram',
  filler_words: true,
  vocabulary: ['Sault Ste. Marie', 'Ojibwe'],
  auto_chaptering: true,
  summary_prompt: 'Summarise in two sentences.',
  chaptering_prompt: 'One chapter per topic.',
};

describe('OrganizationSchema', () => {
  it('accepts an organization with its settings', () => {
    const organization = {
      _id: 'o1',
      organizational_code: 'RIVER',
      organization_name: 'River Archive',
      logoUrl: null,
      require_session_passwords: true,
      unsecure_prepsession_count: 3,
      settings,
    };
    expect(OrganizationSchema.parse(organization)).toEqual(organization);
  });

  it('trims vocabulary words and refuses empty ones', () => {
    expect(OrganizationSettingsSchema.parse({ ...settings, vocabulary: ['  Ojibwe '] }).vocabulary).toEqual(['Ojibwe']);
    expect(OrganizationSettingsSchema.safeParse({ ...settings, vocabulary: ['  '] }).error?.issues[0]?.path).toEqual(['vocabulary', 0]);
  });

  it.each([
    ['an unknown transcription service', { ...settings, transcription_service: 'siri' }, ['transcription_service']],
    ['filler words as text', { ...settings, filler_words: 'yes' }, ['filler_words']],
    ['vocabulary as one string', { ...settings, vocabulary: 'a, b' }, ['vocabulary']],
  ])('rejects settings with %s', (_, value, path) => {
    expect(OrganizationSettingsSchema.safeParse(value).error?.issues[0]?.path).toEqual(path);
  });

  it('rejects a negative count of unsecured preparation sessions', () => {
    const organization = {
      _id: 'o1',
      organizational_code: 'R',
      organization_name: 'R',
      require_session_passwords: false,
      unsecure_prepsession_count: -2,
    };
    expect(OrganizationSchema.safeParse(organization).error?.issues[0]?.path).toEqual(['unsecure_prepsession_count']);
  });
});

import {
  formatVocabulary,
  type OrganizationResponse,
  type OrganizationSettingsInput,
  parseVocabulary,
  type TranscriptionService,
} from '@storykeep/core';

/** The settings form as the user edits it; vocabulary is the comma-separated text. */
export interface SettingsFormValues {
  transcriptionService: TranscriptionService;
  fillerWords: boolean;
  vocabulary: string;
  autoChaptering: boolean;
  summaryPrompt: string;
  chapteringPrompt: string;
  /** The organization's publishing rule: nothing of an interview is published before a release form is on file. */
  releaseRequiredToShare: boolean;
}

/** The form's starting values from the stored settings (defaults when the organization has none yet). */
export function settingsFormValues(organization: OrganizationResponse): SettingsFormValues {
  const settings = organization.settings;
  return {
    transcriptionService: settings?.transcription_service ?? 'default',
    fillerWords: settings?.filler_words ?? false,
    vocabulary: formatVocabulary(settings?.vocabulary ?? []),
    autoChaptering: settings?.auto_chaptering ?? false,
    summaryPrompt: settings?.summary_prompt ?? '',
    chapteringPrompt: settings?.chaptering_prompt ?? '',
    releaseRequiredToShare: settings?.release_required_to_share ?? false,
  };
}

/**
 * The `settings` of `PUT /organization/{code}/edit`. Vocabulary is sent as a trimmed list; a custom transcription
 * service is sent only when one is active (chosen now or stored before), so the server's default is left alone otherwise.
 */
export function settingsRequest(organization: OrganizationResponse, values: SettingsFormValues): OrganizationSettingsInput {
  const stored = organization.settings?.transcription_service ?? 'default';
  const customActive = values.transcriptionService !== 'default' || stored !== 'default';
  return {
    ...(customActive ? { transcription_service: values.transcriptionService } : {}),
    filler_words: values.fillerWords,
    vocabulary: parseVocabulary(values.vocabulary),
    auto_chaptering: values.autoChaptering,
    summary_prompt: values.summaryPrompt,
    chaptering_prompt: values.chapteringPrompt,
    release_required_to_share: values.releaseRequiredToShare,
  };
}

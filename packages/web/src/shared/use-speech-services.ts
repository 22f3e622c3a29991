import {
  SpeechServicesApi,
  type SpeechServicesResponse,
  type StorySpeechServiceResponse,
  type TranscriptionOutlook,
  transcriptionOutlook,
} from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useOptionalService } from './optional-service.js';

/** The server's transcription services (null until answered, or when it could not say). */
export function useSpeechServices(): SpeechServicesResponse | null {
  const api = useOptionalService<SpeechServicesApi>(SpeechServicesApi);
  const [answer, setAnswer] = useState<SpeechServicesResponse | null>(null);
  useEffect(() => {
    let live = true;
    api
      ?.list()
      .then((list) => live && setAnswer(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  return answer;
}

/** The service that would transcribe a story (null until answered, or when it could not say). */
export function useStorySpeechService(storyId: string | undefined): StorySpeechServiceResponse | null {
  const api = useOptionalService<SpeechServicesApi>(SpeechServicesApi);
  const [answer, setAnswer] = useState<StorySpeechServiceResponse | null>(null);
  useEffect(() => {
    let live = true;
    if (!storyId) return;
    api
      ?.forStory(storyId)
      .then((found) => live && setAnswer(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, storyId]);
  return answer;
}

/**
 * What will happen to the story's transcription with `language` typed as its language, said before it runs: null
 * until the server has said which service would transcribe it. `refused` when that service will not (missing here,
 * or no model for the language).
 */
export function useLanguageOutlook(storyId: string | undefined, language: string): (TranscriptionOutlook & { refused: boolean }) | null {
  const speech = useStorySpeechService(storyId);
  if (!speech) return null;
  const outlook = transcriptionOutlook(speech.service, language);
  return { ...outlook, refused: outlook.kind === 'service_unavailable' || outlook.kind === 'language_not_supported' };
}

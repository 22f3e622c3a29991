import { SpeechServicesApi, type SpeechServicesResponse, type StorySpeechServiceResponse } from '@storykeep/core';
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
export function useStorySpeechService(storyId: string): StorySpeechServiceResponse | null {
  const api = useOptionalService<SpeechServicesApi>(SpeechServicesApi);
  const [answer, setAnswer] = useState<StorySpeechServiceResponse | null>(null);
  useEffect(() => {
    let live = true;
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

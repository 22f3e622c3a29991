import { TranscriptApi, TranscriptVersionApi } from '@storykeep/core';
import { useMemo } from 'react';
import { useService } from '../../../shared/container-context.js';

/** The transcript and version calls a change of the whole transcript needs, from the container. */
export function useRevisionPorts() {
  const transcripts = useService<TranscriptApi>(TranscriptApi);
  const versions = useService<TranscriptVersionApi>(TranscriptVersionApi);
  return useMemo(() => ({ transcripts, versions }), [transcripts, versions]);
}

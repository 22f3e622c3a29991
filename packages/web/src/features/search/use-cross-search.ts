import { CrossSearchApi, type CrossSearchQuery, type EnrichedSearchResponse } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { useService } from '../../shared/container-context.js';

/** The search across interviews: nothing asked yet, searching, an answer, or a failure. */
export type CrossSearchState =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'ready'; response: EnrichedSearchResponse }
  | { state: 'failed' };

/** Runs the search whenever the query changes; a blank phrase asks nothing. A newer query wins over an older answer. */
export function useCrossSearch(query: CrossSearchQuery): CrossSearchState {
  const api = useService<CrossSearchApi>(CrossSearchApi);
  const [result, setResult] = useState<CrossSearchState>({ state: 'idle' });
  const { query: phrase, projectId, narrator, language, page, pageSize, alpha } = query;
  useEffect(() => {
    const text = phrase.trim();
    if (!text) {
      setResult({ state: 'idle' });
      return;
    }
    let live = true;
    setResult({ state: 'searching' });
    const request: CrossSearchQuery = {
      query: text,
      ...(projectId ? { projectId } : {}),
      ...(narrator ? { narrator } : {}),
      ...(language ? { language } : {}),
    };
    if (page !== undefined) request.page = page;
    if (pageSize !== undefined) request.pageSize = pageSize;
    if (alpha !== undefined) request.alpha = alpha;
    api.search(request).then(
      (response) => live && setResult({ state: 'ready', response }),
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, phrase, projectId, narrator, language, page, pageSize, alpha]);
  return result;
}

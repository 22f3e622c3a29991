import { pageTitle } from '@storykeep/core';
import { useEffect } from 'react';

/** Sets the document title by the spec's rule. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

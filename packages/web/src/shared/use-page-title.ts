import { pageTitle } from '@storykeep/core';
import { useEffect } from 'react';

/** Sets the document title as core's pageTitle rule says ('{title} - Storykeep'; the home page only the product name). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

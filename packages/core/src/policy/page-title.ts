/** The product name shown in titles and the shell. */
export const PRODUCT_NAME = 'Storykeep';

/** Page title rule: '{title} - Storykeep'; the home page is only the product name. */
export function pageTitle(title?: string): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

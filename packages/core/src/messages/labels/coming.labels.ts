// The texts of the web's coming area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the coming pages. */
export const comingLabels = {
  thisPartOfStorykeepIsComing: 'This part of Storykeep is coming in a later release; nothing on this page works yet.',
} as const;

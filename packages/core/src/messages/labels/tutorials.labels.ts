// The texts of the web's tutorials area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the tutorials pages. */
export const tutorialsLabels = {
  allTutorials: 'All tutorials',
  tutorial: 'Tutorial',
  tutorials: 'Tutorials',
  stepByStepGuidesWithPictures: 'Step-by-step guides, with pictures, to the jobs you will do most.',
  guides: 'Guides',
} as const;

// The texts of the web's story-edit area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the story-edit pages. */
export const storyEditLabels = {
  storyDetails: 'Story details',
  title: 'Title',
  description: 'Description',
  recordDate: 'Record date',
  folders: 'Folders',
  unnamedFolder: 'Unnamed folder',
  sessionPassword: 'Session password',
  guestsTypeItToJoinThe: 'Guests type it to join the call. Leave empty for none.',
  saving: 'Saving…',
  save: 'Save',
  loadingTheInterview: 'Loading the interview',
  theInterview: 'the interview',
  editHeading: (title: string) => `Edit ${title}`,
  backToTheInterviews: 'Back to the interviews',
  releaseFormsAndFiles: 'Release forms and files',
} as const;

// The texts of the web's components area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the components pages. */
export const componentsLabels = {
  breadcrumb: 'Breadcrumb',
  export: 'Export',
  /** Where a featured clip was cut from. */
  clipFromStory: (storyTitle: string) => `From “${storyTitle}”`,
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  close: 'Close',
  downloadThePackedRecordings: 'Download the packed recordings',
  eachParticipantSOwnRecordingOf: 'Each participant’s own recording of the call, packed into one file.',
  player: 'Player',
  transcript: 'Transcript',
  arrowKeysMoveBetweenWordsEnter: 'Arrow keys move between words; Enter plays from the word.',
  /** `nouns` is the plural noun of what is paged: 'interviews'. */
  pagesOf: (nouns: string) => `Pages of ${nouns}`,
  pageNumber: (page: number) => `Page ${page}`,
  theWholeInterview: (storyTitle: string) => `The whole interview: ${storyTitle}`,
  readAndListen: (storyTitle: string) => `Read and listen: ${storyTitle}`,
  changeSpeaker: (speaker: string) => `Speaker ${speaker}, change`,
} as const;

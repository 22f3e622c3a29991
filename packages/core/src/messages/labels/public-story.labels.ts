// The texts of the web's public-story area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the public-story pages. */
export const publicStoryLabels = {
  chapters: 'Chapters',
  untitledChapter: 'Untitled chapter',
  keywords: 'Keywords',
  loadingTheInterview: 'Loading the interview',
  interviewNotAvailable: 'Interview not available',
  thisInterviewIsNotSharedPublicly: 'This interview is not shared publicly. The link may have been withdrawn.',
  untitledInterview: 'Untitled interview',
  date: 'Date',
  narrator: 'Narrator',
  narrators: 'Narrators',
  transcript: 'Transcript',
  thisInterviewHasNoTranscript: 'This interview has no transcript.',
  findInTheTranscript: 'Find in the transcript',
  noMatches: 'No matches',
  previous: 'Previous',
  next: 'Next',
  keywordsOfChapter: (chapterTitle: string) => `Keywords of ${chapterTitle || 'the chapter'}`,
  /** Which match of the find is shown: '2 of 5', or '– of 5' before one is. */
  matchOfMatches: (position: number | string, count: number) => `${position} of ${count}`,
} as const;

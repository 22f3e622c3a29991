import { formatCount } from '../count-words.js';

// The texts of the web's search area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the search pages. */
export const searchLabels = {
  searchPlayground: 'Search playground',
  searchInterviews: 'Search interviews',
  wordsOrPhrase: 'Words or phrase',
  project: 'Project',
  allProjects: 'All projects',
  alpha0WordsOnly1Meaning: 'Alpha (0: words only, 1: meaning or spelling only)',
  search: 'Search',
  alpha: 'Alpha',
  searchingTheInterviews: 'Searching the interviews',
  searchIsNotAvailableRightNow: 'Search is not available right now. Please try again.',
  resultPages: 'Result pages',
  previousPage: 'Previous page',
  pageOf: (page: number, pages: number) => `Page ${formatCount(page)} of ${formatCount(pages)}`,
  nextPage: 'Next page',
  interviewsFound: 'Interviews found',
  untitledInterview: 'Untitled interview',
  averageScore: 'Average score',
  section: 'Section',
  play: 'Play',
  openAt: 'Open at',
  snippetPlayer: 'Snippet player',
  noInterviewMentions: (query: string) => `No interview mentions “${query}”.`,
  playMomentIn: (at: string, title: string) => `Play ${at} in ${title}`,
} as const;

import { formatCount } from '../count-words.js';

// The texts of the web's interviews area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the interviews pages. */
export const interviewsLabels = {
  selectedInterviews: 'Selected interviews',
  selectedCount: (count: number) => `${formatCount(count)} selected`,
  clearSelection: 'Clear selection',
  interviewList: 'Interview list',
  loadingInterviews: 'Loading interviews',
  interviews: 'Interviews',
  selectAllInterviews: 'Select all interviews',
  title: 'Title',
  narrator: 'Narrator',
  language: 'Language',
  recorded: 'Recorded',
  duration: 'Duration',
  transcript: 'Transcript',
  deedOfGift: 'Deed of gift',
  folders: 'Folders',
  files: 'Files',
  actions: 'Actions',
  untitled: 'Untitled',
  signed: 'Signed',
  notOnFile: 'Not on file',
  searchInterviews: 'Search interviews',
  sortBy: 'Sort by',
  order: 'Order',
  newestFirst: 'Newest first',
  oldestFirst: 'Oldest first',
  organizations: 'Organizations',
  projects: 'Projects',
  searchFolders: 'Search folders',
  cancel: 'Cancel',
  removeFromFolders: 'Remove from folders',
  addToFolders: 'Add to folders',
  /** The wording "interview(s)" is the product's own, kept word for word. */
  deleteInterviewsCount: (count: number) => `Delete ${count} interview(s)`,
  selectInterview: (title: string) => `Select ${title}`,
} as const;

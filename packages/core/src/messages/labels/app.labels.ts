// The texts of the web's app area, word for word as the pages show them (end-to-end tests find elements by them).

/** Headings, field labels, buttons and hints of the app pages. */
export const appLabels = {
  userId: (id: string | null) => `ID: ${id ?? ''}`,
  lightTheme: 'Light theme',
  darkTheme: 'Dark theme',
  openMenu: 'Open menu',
  menu: 'Menu',
  closeMenu: 'Close menu',
  main: 'Main',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  skipToContent: 'Skip to content',
  loading: 'Loading',
  loadingTheFolder: 'Loading the folder',
  peoplePlacesAndDates: 'People, places and dates',
  loadingTheProject: 'Loading the project',
  searchTheInterviewsOfThisProject: 'Search the interviews of this project',
  accountMenuOf: (name: string) => `Account menu: ${name}`,
} as const;

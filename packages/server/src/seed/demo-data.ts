/** The sign-in password of the demo's non-administrator accounts unless `--password` gives another (never the administrator's). */
export const DEFAULT_DEMO_PASSWORD = 'storykeep-demo';

/** The demo's administrator, whose password is generated or given by STORYKEEP_ADMIN_PASSWORD. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.storykeep.test';

/** One account per role in the demo organization, and one manager in the other. */
export const DEMO_ACCOUNTS = [
  { email: 'admin@demo.storykeep.test', name: 'Ada Admin', role: 'admin' },
  { email: 'org_manager@demo.storykeep.test', name: 'Olive Organizer', role: 'org_manager' },
  { email: 'manager@demo.storykeep.test', name: 'Manny Manager', role: 'manager' },
  { email: 'user@demo.storykeep.test', name: 'Uma User', role: 'user' },
  { email: 'guest@demo.storykeep.test', name: 'Gus Guest', role: 'guest' },
  { email: 'manager@other.storykeep.test', name: 'Otto Other', role: 'manager' },
] as const;

export interface DemoProject {
  name: string;
  description: string;
  folders: string[];
  /** Title, recording date, description, folder names. */
  interviews: [string, string, string, string[]][];
}

export const RIVERBEND = {
  name: 'Riverbend Oral History Project',
  code: 'riverbend',
  projects: [
    {
      name: 'Mill Town Memories',
      description: 'Workers and families of the Riverbend textile mill, 1930–1985.',
      folders: ['Mill workers', 'Flood of 1952', 'Family histories'],
      interviews: [
        [
          'Clara Whitfield on the weaving floor',
          '2023-03-14T15:00:00Z',
          'Forty years at the looms, from bobbin girl to foreman.',
          ['Mill workers'],
        ],
        ['The night the river rose', '2023-04-02T18:30:00Z', 'Three neighbours remember the flood of 1952.', ['Flood of 1952']],
        ['Sunday dinners at the Kowalskis', '2023-05-20T13:00:00Z', 'Recipes, arguments and the family store.', ['Family histories']],
        ['Union hall, 1968', '2023-06-11T16:00:00Z', 'How the strike was organised, and how it ended.', ['Mill workers']],
        [
          'Boats on Main Street',
          '2023-07-08T10:00:00Z',
          'A child\u2019s view of the flood and the rebuilding.',
          ['Flood of 1952', 'Family histories'],
        ],
        ['Last shift at the mill', '2023-09-29T17:45:00Z', 'The closing day in 1985.', ['Mill workers']],
        ['Grandmother\u2019s letters', '2024-01-15T14:00:00Z', 'Reading letters sent home from the mill dormitory.', []],
      ],
    },
    {
      name: 'River Voices',
      description: 'Fishermen, ferry pilots and the people of the river bank.',
      folders: ['Ferry crossings'],
      interviews: [
        ['The ferry pilot\u2019s log', '2024-02-03T11:00:00Z', 'Thirty years of crossings and one famous fog.', ['Ferry crossings']],
        ['Eel traps and spring floods', '2024-03-22T09:30:00Z', 'Fishing the river the old way.', []],
        ['Songs from the landing', '2024-04-18T19:00:00Z', 'Work songs sung at the ferry landing.', ['Ferry crossings']],
      ],
    },
  ] satisfies DemoProject[],
};

export const OTHER_ARCHIVE = {
  name: 'Other Archive',
  code: 'other-archive',
  projects: [
    {
      name: 'Harbor Stories',
      description: 'Dock workers of the old harbor.',
      folders: ['Dockside'],
      interviews: [
        ['Loading the banana boats', '2022-08-09T10:00:00Z', 'Night shifts on the quay.', ['Dockside']],
        ['The harbor master\u2019s daughter', '2022-10-01T15:00:00Z', 'Growing up above the harbor office.', []],
      ],
    },
  ] satisfies DemoProject[],
};

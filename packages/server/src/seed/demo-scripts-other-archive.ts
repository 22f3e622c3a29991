import type { DemoScript } from './demo-scripts.js';

/** The account that fills Other Archive's interviews: its manager (Riverbend's accounts do not reach them). */
export const OTHER_ARCHIVE_MEDIA_ACCOUNT = 'manager@other.storykeep.test';

// Harbor Stories, the interviews of the demo's second organization: its manager is a demo account too, so what they
// meet first has a recording like Riverbend's. Words are spelled out, as in the other scripts.
export const OTHER_ARCHIVE_SCRIPTS: DemoScript[] = [
  {
    title: 'The harbor master\u2019s daughter',
    account: OTHER_ARCHIVE_MEDIA_ACCOUNT,
    interviewer: 'Lena Brooks',
    narrator: 'Margaret Hale',
    colors: ['0x1f4a5a', '0x7ab8c6'],
    lines: [
      ['interviewer', 'Where did you grow up?'],
      ['narrator', 'Above the harbor office, where my father Thomas Hale kept the log of every ship from nineteen forty six.'],
      ['narrator', 'I fell asleep to the fog horn and woke to the gulls and the cranes.'],
      ['interviewer', 'Did you ever go aboard?'],
      ['narrator', 'Once, on a banana boat from Honduras, and the captain gave me a whole bunch to carry home.'],
    ],
    chapters: [
      { line: 0, title: 'Above the office', synopsis: 'A childhood over the harbor office.', keywords: ['harbor', 'childhood'] },
      { line: 3, title: 'Aboard', synopsis: 'A visit to a banana boat.', keywords: ['ships', 'bananas'] },
    ],
    clip: { title: 'A whole bunch to carry home', from: 4, to: 4, tags: ['harbor', 'ships'] },
  },
  {
    title: 'Loading the banana boats',
    account: OTHER_ARCHIVE_MEDIA_ACCOUNT,
    interviewer: 'Lena Brooks',
    narrator: 'Eddie Romero',
    colors: ['0x5a4a1f', '0xc6b07a'],
    lines: [
      ['interviewer', 'What was the night shift like on the quay?'],
      ['narrator', 'We carried the stems on our shoulders from the hold to the rail cars until the sun came up.'],
      ['narrator', 'In nineteen fifty five the conveyor came and half of us lost the work.'],
      ['interviewer', 'What did you do then?'],
      ['narrator', 'I learned to drive the cranes, and I drove them for thirty years.'],
    ],
    chapters: [
      { line: 0, title: 'The night shift', synopsis: 'Carrying stems from the hold to the rail cars.', keywords: ['docks', 'night shift'] },
      { line: 3, title: 'The cranes', synopsis: 'A new trade after the conveyor.', keywords: ['cranes', 'work'] },
    ],
    clip: { title: 'When the conveyor came', from: 2, to: 2, tags: ['docks', 'change'] },
  },
];

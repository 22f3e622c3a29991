/** Who speaks a line of a demo interview: the interviewer or the narrator (each has its own synthetic voice). */
export type DemoRole = 'interviewer' | 'narrator';

export interface DemoChapter {
  /** The line the chapter starts at. */
  line: number;
  title: string;
  synopsis: string;
  keywords: string[];
}

/** A demo interview given real media: the lines spoken, the index over them, and what else is made from it. */
export interface DemoScript {
  /** The demo interview (by title) this recording belongs to. */
  title: string;
  interviewer: string;
  narrator: string;
  lines: [DemoRole, string][];
  /** The two colours of the interview's picture (ffmpeg colour syntax). */
  colors: [string, string];
  chapters: DemoChapter[];
  /** A clip over these lines (first and last, inclusive). */
  clip?: { title: string; from: number; to: number; tags: string[] };
  /** Shared publicly, so the demo has a public page to open. */
  shared?: boolean;
}

// Words are spelled out (no digits): the synthesizer and the transcript then agree word for word.
export const DEMO_SCRIPTS: DemoScript[] = [
  {
    title: 'The night the river rose',
    interviewer: 'Ruth Ellison',
    narrator: 'Walter Brennan',
    colors: ['0x1f3b5a', '0x7a9cc6'],
    lines: [
      ['interviewer', 'Can you tell me where you were the night the river rose?'],
      ['narrator', 'I was twelve years old and asleep upstairs above the bakery on Water Street.'],
      ['narrator', 'My father woke us at two in the morning because the cellar was already full of water.'],
      ['interviewer', 'What did your family do next?'],
      ['narrator', 'We carried the flour sacks up the stairs and then we climbed out onto the roof of the shed.'],
      ['narrator', 'A neighbour came by in a rowing boat and took my mother and my sisters to the church on the hill.'],
      ['interviewer', 'How long before you could go home again?'],
      ['narrator', 'Nearly three weeks, and the smell of the mud stayed in the walls for a whole year.'],
    ],
    chapters: [
      {
        line: 0,
        title: 'Woken in the night',
        synopsis: 'The water reaches the bakery cellar.',
        keywords: ['flood', 'bakery', 'Water Street'],
      },
      {
        line: 3,
        title: 'Rescue by boat',
        synopsis: 'The family escapes to the church on the hill.',
        keywords: ['rescue', 'boat', 'church'],
      },
      { line: 6, title: 'Coming home', synopsis: 'Three weeks away, and the mud that stayed.', keywords: ['rebuilding', 'home'] },
    ],
    clip: { title: 'Rescued by a rowing boat', from: 4, to: 5, tags: ['flood', 'rescue'] },
    shared: true,
  },
  {
    title: 'Grandmother\u2019s letters',
    interviewer: 'Ruth Ellison',
    narrator: 'Helen Marsh',
    colors: ['0x5a3d1f', '0xc6a27a'],
    lines: [
      ['interviewer', 'Whose letters are these?'],
      ['narrator', 'They are my grandmother\u2019s letters, written from the mill dormitory to her parents on the farm.'],
      ['narrator', 'She wrote every Sunday evening after chapel, and she always asked about the horses.'],
      ['interviewer', 'What did she say about the work?'],
      ['narrator', 'She said the noise of the looms was so loud that the girls learned to read each other\u2019s lips.'],
      ['narrator', 'And she sent home half of her wages, folded inside the letter in a piece of brown paper.'],
    ],
    chapters: [
      { line: 0, title: 'Letters home', synopsis: 'Sunday letters from the mill dormitory.', keywords: ['letters', 'dormitory', 'family'] },
      {
        line: 3,
        title: 'The noise of the looms',
        synopsis: 'Reading lips on the weaving floor, and wages sent home.',
        keywords: ['looms', 'wages'],
      },
    ],
  },
  {
    title: 'The ferry pilot\u2019s log',
    interviewer: 'Sam Okafor',
    narrator: 'Edna Price',
    colors: ['0x1f4d5a', '0x7ac6b8'],
    lines: [
      ['interviewer', 'How did you come to pilot the ferry?'],
      ['narrator', 'My uncle ran the crossing, and when his eyes went bad I took the wheel at nineteen.'],
      ['narrator', 'I kept a log of every crossing, the weather, the passengers and anything strange on the water.'],
      ['interviewer', 'Tell me about the famous fog.'],
      ['narrator', 'It came down so thick one morning that I steered by the sound of the bell on the landing.'],
      ['narrator', 'We crossed in forty minutes instead of ten, and not one passenger said a word the whole way.'],
    ],
    chapters: [
      { line: 0, title: 'Taking the wheel', synopsis: 'Learning the crossing from an uncle.', keywords: ['ferry', 'apprenticeship'] },
      { line: 3, title: 'The famous fog', synopsis: 'Steering by the sound of the landing bell.', keywords: ['fog', 'navigation', 'bell'] },
    ],
  },
  {
    title: 'Eel traps and spring floods',
    interviewer: 'Sam Okafor',
    narrator: 'Thomas Reed',
    colors: ['0x2d4a1f', '0x9cc67a'],
    lines: [
      ['interviewer', 'How did you fish for eels on the river?'],
      ['narrator', 'We wove the traps from willow in the winter and set them in the shallows when the water warmed.'],
      ['narrator', 'My grandfather could tell from the colour of the river which night the eels would run.'],
      ['interviewer', 'And the spring floods?'],
      ['narrator', 'The floods moved the gravel banks every year, so we had to learn the river all over again.'],
    ],
    chapters: [
      {
        line: 0,
        title: 'Willow traps',
        synopsis: 'Making traps in winter and setting them in spring.',
        keywords: ['eels', 'willow', 'traps'],
      },
      { line: 3, title: 'A river that moves', synopsis: 'Floods reshape the gravel banks each year.', keywords: ['floods', 'gravel'] },
    ],
  },
];

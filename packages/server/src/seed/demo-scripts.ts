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
  /** The demo account that fills it in, when not Riverbend's organization manager (another organization's). */
  account?: string;
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

// Words are spelled out (no digits): the synthesizer and the transcript then agree word for word. Each names people,
// places and years, so the demo's entities (extracted from these transcripts like any other) have something to show.
// These are the River Voices interviews; Mill Town's are in demo-scripts-mill-town.ts. The recordings arrive in the
// background after start-up and skip an interview someone has already given a transcript or a recording.
export const DEMO_SCRIPTS: DemoScript[] = [
  {
    title: 'The ferry pilot\u2019s log',
    interviewer: 'Sam Okafor',
    narrator: 'Edna Price',
    colors: ['0x1f4d5a', '0x7ac6b8'],
    lines: [
      ['interviewer', 'How did you come to pilot the ferry?'],
      ['narrator', 'My uncle Walter Price ran the crossing to Cairo, and when his eyes went bad in nineteen fifty two I took the wheel.'],
      ['narrator', 'I kept a log of every crossing, the weather, the passengers and anything strange on the water.'],
      ['interviewer', 'Tell me about the famous fog.'],
      ['narrator', 'It came down so thick one morning that I steered by the sound of the bell on the landing.'],
      ['narrator', 'We crossed in forty minutes instead of ten, and not one passenger said a word the whole way.'],
    ],
    chapters: [
      { line: 0, title: 'Taking the wheel', synopsis: 'Learning the crossing from an uncle.', keywords: ['ferry', 'apprenticeship'] },
      { line: 3, title: 'The famous fog', synopsis: 'Steering by the sound of the landing bell.', keywords: ['fog', 'navigation', 'bell'] },
    ],
    clip: { title: 'Steering by the landing bell', from: 4, to: 5, tags: ['fog', 'ferry'] },
    shared: true,
  },
  {
    title: 'Eel traps and spring floods',
    interviewer: 'Sam Okafor',
    narrator: 'Thomas Reed',
    colors: ['0x2d4a1f', '0x9cc67a'],
    lines: [
      ['interviewer', 'How did you fish for eels on the river?'],
      ['narrator', 'We wove the traps from willow in the winter and set them in the shallows when the water warmed.'],
      ['narrator', 'My grandfather Amos Reed could tell from the colour of the Ohio River which night the eels would run.'],
      ['interviewer', 'And the spring floods?'],
      ['narrator', 'The floods moved the gravel banks every year, and after nineteen thirty seven the Army Corps built the levee.'],
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
    clip: { title: 'Reading the colour of the river', from: 2, to: 2, tags: ['eels', 'family'] },
  },
  {
    title: 'Songs from the landing',
    interviewer: 'Sam Okafor',
    narrator: 'Mabel Dunn',
    colors: ['0x3a1f5a', '0xb07ac6'],
    lines: [
      ['interviewer', 'What songs did people sing at the ferry landing?'],
      ['narrator', 'Mostly work songs, sung while the men hauled the ropes and loaded the carts onto the deck.'],
      ['narrator', 'One man would call out a line and everybody answered, so the pulling kept together.'],
      ['interviewer', 'Do you remember any of the words?'],
      ['narrator', 'I remember the chorus about the river running home, and my mother humming it over the washing in Memphis.'],
    ],
    chapters: [
      {
        line: 0,
        title: 'Work songs',
        synopsis: 'Call and answer while hauling ropes at the landing.',
        keywords: ['songs', 'ferry landing', 'work'],
      },
      { line: 3, title: 'The chorus', synopsis: 'A remembered chorus, hummed at home.', keywords: ['memory', 'family'] },
    ],
    clip: { title: 'Call and answer', from: 2, to: 2, tags: ['songs', 'work'] },
  },
];

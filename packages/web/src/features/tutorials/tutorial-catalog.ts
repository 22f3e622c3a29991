import correctingATranscript from './guides/correcting-a-transcript.md?raw';
import firstUpload from './guides/first-upload.md?raw';
import indexing from './guides/indexing.md?raw';
import recordingACall from './guides/recording-a-call.md?raw';

/** One written guide: its address id, its title and one line on what it teaches, and its Markdown. */
export interface Tutorial {
  id: string;
  title: string;
  summary: string;
  markdown: string;
}

/** The guides, in the order a newcomer meets the jobs. */
export const TUTORIALS: readonly Tutorial[] = [
  { id: 'first-upload', title: 'Your first upload', summary: 'Bring in a recording and describe it.', markdown: firstUpload },
  {
    id: 'correcting-a-transcript',
    title: 'Correcting a transcript',
    summary: 'Fix words and speakers without losing the timings.',
    markdown: correctingATranscript,
  },
  { id: 'indexing', title: 'Indexing an interview', summary: 'Split an interview into described segments.', markdown: indexing },
  { id: 'recording-a-call', title: 'Recording a call', summary: 'Interview someone remotely and record it.', markdown: recordingACall },
];

/** The guide with this id, if there is one. */
export function findTutorial(id: string): Tutorial | undefined {
  return TUTORIALS.find((t) => t.id === id);
}

/** The guide's Markdown without its first heading, which the page shows as its own title. */
export function bodyOf(tutorial: Tutorial): string {
  return tutorial.markdown.replace(/^# .*\n+/, '');
}

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlaybackHighlighter } from './playback-highlighter.js';
import { spokenTranscript } from './transcript.fixture.js';
import { TranscriptView } from './transcript-view.js';
import { movedCursor } from './word-cursor.js';
import { buildWordTimeline } from './word-timeline.js';

afterEach(cleanup);

const timeline = buildWordTimeline(spokenTranscript);

function renderTranscript() {
  const seeks: number[] = [];
  const media = createRef<HTMLMediaElement>();
  render(
    <TranscriptView
      transcript={spokenTranscript}
      timeline={timeline}
      highlighter={new PlaybackHighlighter(timeline)}
      media={media}
      highlights={new Map()}
      currentMatch={undefined}
      scrollRequest={null}
      autoScroll={false}
      highlightWords
      onSeek={(time) => seeks.push(time)}
    />,
  );
  return { seeks, transcript: screen.getByRole('region', { name: 'Transcript' }) };
}

const press = (element: HTMLElement, key: string) => act(() => fireEvent.keyDown(element, { key }));
const cursorWord = (transcript: HTMLElement) => transcript.querySelector('[data-cursor]')?.textContent;

describe('the transcript by keyboard', () => {
  it('is a single tab stop: no word is focusable on its own', () => {
    const { transcript } = renderTranscript();
    expect(transcript.tabIndex).toBe(0);
    expect(transcript.querySelectorAll('[data-w][tabindex]')).toHaveLength(0);
    expect(transcript.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('moves a word cursor with the arrow keys and plays from it on Enter', () => {
    const { seeks, transcript } = renderTranscript();
    transcript.focus();
    press(transcript, 'ArrowRight');
    expect(cursorWord(transcript)).toBe('The');
    press(transcript, 'ArrowRight');
    press(transcript, 'ArrowRight');
    expect(cursorWord(transcript)).toBe('opened');
    expect(within(transcript).getByText('opened, 00:01')).toBeTruthy();
    press(transcript, 'Enter');
    expect(seeks).toEqual([1]);
    press(transcript, 'ArrowDown');
    expect(cursorWord(transcript)).toBe('What');
    press(transcript, ' ');
    expect(seeks).toEqual([1, 10]);
    press(transcript, 'End');
    expect(cursorWord(transcript)).toBe('mill');
    press(transcript, 'Enter');
    expect(seeks.at(-1)).toBe(24);
  });

  it('leaves other keys alone', () => {
    const { seeks, transcript } = renderTranscript();
    press(transcript, 'a');
    expect(cursorWord(transcript)).toBeUndefined();
    expect(seeks).toEqual([]);
  });
});

describe('movedCursor', () => {
  it('steps by word, by paragraph, and to the ends, staying inside the transcript', () => {
    const last = timeline.wordCount - 1;
    expect(movedCursor(timeline, 0, 'ArrowLeft')).toBe(0);
    expect(movedCursor(timeline, last, 'ArrowRight')).toBe(last);
    expect(movedCursor(timeline, 2, 'ArrowDown')).toBe(timeline.firstWord[1]);
    expect(movedCursor(timeline, (timeline.firstWord[1] ?? 0) + 2, 'ArrowUp')).toBe(timeline.firstWord[1]);
    expect(movedCursor(timeline, timeline.firstWord[1] ?? 0, 'ArrowUp')).toBe(0);
    expect(movedCursor(timeline, timeline.firstWord[2] ?? 0, 'ArrowDown')).toBe(last);
    expect(movedCursor(timeline, 5, 'Home')).toBe(0);
    expect(movedCursor(timeline, 5, 'Tab')).toBeNull();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { PlaybackHighlighter } from './playback-highlighter.js';
import { spokenTranscript as hubTranscript } from './transcript.fixture.js';
import { buildWordTimeline, wordStart } from './word-timeline.js';

/** The paragraphs as the view renders them: word spans carrying their place in the paragraph. */
function mount() {
  const timeline = buildWordTimeline(hubTranscript);
  const highlighter = new PlaybackHighlighter(timeline);
  const elements = hubTranscript.paragraphs.map((paragraph, p) => {
    const element = document.createElement('div');
    paragraph.children[0]?.words.forEach((word, i) => {
      const span = document.createElement('span');
      span.dataset.w = String(i);
      span.dataset.g = String((timeline.firstWord[p] ?? 0) + i);
      span.textContent = word.text;
      element.append(span);
    });
    return element;
  });
  return { timeline, highlighter, elements };
}

/** What every word should show at a time, from the word's own start: played, current or neither. */
function expected(timeline: ReturnType<typeof buildWordTimeline>, elements: HTMLElement[], time: number) {
  const starts = Array.from({ length: timeline.wordCount }, (_, g) => wordStart(timeline, g));
  const current = starts.reduce((found, start, g) => (start <= time ? g : found), -1);
  const currentParagraph = elements.findIndex((e) => [...e.children].some((s) => Number((s as HTMLElement).dataset.g) === current));
  return elements.map((element, p) => ({
    play: p < currentParagraph ? 'played' : p === currentParagraph ? 'current' : 'unplayed',
    words: [...element.children].map((s) => {
      const g = Number((s as HTMLElement).dataset.g);
      return p !== currentParagraph ? '' : g < current ? 'played' : g === current ? 'current' : '';
    }),
  }));
}

function shown(elements: HTMLElement[]) {
  return elements.map((element) => ({
    play: element.dataset.play,
    words: [...element.children].map((s) => {
      const span = s as HTMLElement;
      return span.dataset.played !== undefined ? 'played' : span.dataset.current !== undefined ? 'current' : '';
    }),
  }));
}

describe('PlaybackHighlighter', () => {
  it('marks played, current and unplayed words through playback, seeks back and paragraphs mounted late', () => {
    const { timeline, highlighter, elements } = mount();
    elements.slice(0, 2).forEach((element, p) => {
      highlighter.attach(p, element);
    });
    for (const time of [0, 0.2, 0.6, 1.1, 3, 10.4, 12, 2.1, 20, 21.3, 25, 0.5, 40]) {
      highlighter.update(time);
      if (time === 20) highlighter.attach(2, elements[2] ?? null);
      const mounted = time >= 20 ? elements : elements.slice(0, 2);
      expect(shown(mounted), `at ${time} s`).toEqual(expected(timeline, elements, time).slice(0, mounted.length));
    }
  });

  it('says when playback moved to another paragraph', () => {
    const { highlighter } = mount();
    expect(highlighter.update(0.1)).toBe(true);
    expect(highlighter.update(0.6)).toBe(false);
    expect(highlighter.update(10.2)).toBe(true);
    expect(highlighter.paragraph).toBe(1);
  });

  it('changes only the words and paragraphs whose state moved, and answers paragraphAt without moving', async () => {
    const { timeline, highlighter, elements } = mount();
    const host = document.createElement('div');
    host.append(...elements);
    elements.forEach((element, p) => {
      highlighter.attach(p, element);
    });
    const last = timeline.wordCount - 1;
    const lastParagraph = elements.length - 1;
    const inLast = timeline.firstWord[lastParagraph] ?? 0;
    highlighter.update(wordStart(timeline, inLast));
    expect(highlighter.paragraphAt(wordStart(timeline, last))).toBe(lastParagraph);
    expect(highlighter.paragraph).toBe(lastParagraph);
    const changed = new Set<Node>();
    const observer = new MutationObserver((records) => {
      for (const record of records) changed.add(record.target);
    });
    observer.observe(host, { attributes: true, subtree: true });
    highlighter.update(wordStart(timeline, inLast + 1));
    await Promise.resolve();
    observer.disconnect();
    expect([...changed].map((node) => (node as HTMLElement).dataset.g).sort()).toEqual([String(inLast), String(inLast + 1)]);
  });
});

describe('PlaybackHighlighter after an edit', () => {
  it('follows the edited transcript: marks move to where the spoken word now is, and stale ones are cleared', () => {
    const { highlighter, elements } = mount();
    const [first, second] = elements as unknown as [HTMLElement, HTMLElement];
    highlighter.attach(0, first);
    highlighter.attach(1, second);
    highlighter.update(11.1);
    expect(shown([second])[0]).toEqual({ play: 'current', words: ['played', 'played', 'current', '', '', ''] });

    // The first paragraph is deleted: React shows the old second paragraph in the first element (new spans) and the
    // third in the second element, reusing its spans (and the marks the highlighter left on them) and adding more.
    const [, spoken, last] = hubTranscript.paragraphs;
    const edited = { paragraphs: [spoken, last].filter((p) => p !== undefined) };
    const spanOf = (text: string, i: number) => {
      const span = document.createElement('span');
      span.textContent = text;
      span.dataset.w = String(i);
      return span;
    };
    first.replaceChildren(...(spoken?.children[0]?.words ?? []).map((word, i) => spanOf(word.text, i)));
    const reused = [...second.children] as HTMLElement[];
    (last?.children[0]?.words ?? []).forEach((word, i) => {
      const span = reused[i] ?? second.appendChild(spanOf(word.text, i));
      span.textContent = word.text;
      span.dataset.w = String(i);
    });
    highlighter.setTimeline(buildWordTimeline(edited));

    expect(shown([first, second])).toEqual([
      { play: 'current', words: ['played', 'played', 'current', '', '', ''] },
      { play: 'unplayed', words: ['', '', '', '', '', '', '', '', ''] },
    ]);
    expect(highlighter.paragraph).toBe(0);
  });
});

import { createEditState, type EditState, executeEdit, paragraphText, undoEdit } from '@storykeep/core';
import { generateTranscript, transcriptRandom } from '@storykeep/core/testing';
import type { Benchmark, BenchRow } from './bench.js';

const LONG_WORDS = 40_000; // about four and a half hours of speech
const SHORT_WORDS = 750;
const KEYSTROKES = 3000;
/** hyperaudio-lite-editor's published model work per keystroke, the figure the issue anchors this one to. */
const HYPERAUDIO_KEYSTROKE_MS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

/** One authoring command per keystroke (typeText into a random paragraph, recorded for undo), each timed alone. */
function keystrokeTimes(start: EditState, seed: number): number[] {
  const random = transcriptRandom(seed);
  let state = start;
  const times: number[] = [];
  let paragraph = 0;
  let offset = 0;
  for (let k = 0; k < KEYSTROKES; k += 1) {
    if (k % 20 === 0) {
      paragraph = random.int(0, state.transcript.paragraphs.length - 1);
      const p = state.transcript.paragraphs[paragraph];
      offset = random.int(0, p ? paragraphText(p).length : 0);
    }
    const text = random.pick(['a', 'e', 'r', 't', ' ', 'o']);
    const at = { paragraph, offset };
    const before = state;
    const t0 = performance.now();
    state = executeEdit(before, { type: 'typeText', range: { from: at, to: at }, text });
    times.push(performance.now() - t0);
    offset += 1;
  }
  return times;
}

const benchmark: Benchmark = {
  name: `authoring model: one keystroke command (edit + undo history) on a ${LONG_WORDS.toLocaleString('en')}-word interview`,
  async run(): Promise<BenchRow[]> {
    const long = createEditState(generateTranscript({ words: LONG_WORDS, seed: 1 }));
    const short = createEditState(generateTranscript({ words: SHORT_WORDS, seed: 1 }));
    keystrokeTimes(long, 99); // warm-up
    const longTimes = keystrokeTimes(long, 7);
    const shortTimes = keystrokeTimes(short, 7);
    let state = long;
    for (let k = 0; k < 200; k += 1)
      state = executeEdit(state, {
        type: 'typeText',
        range: { from: { paragraph: k, offset: 0 }, to: { paragraph: k, offset: 0 } },
        text: 'x',
      });
    const undoTimes: number[] = [];
    while (state.history.undo.length > 0) {
      const t0 = performance.now();
      state = undoEdit(state);
      undoTimes.push(performance.now() - t0);
    }
    return [
      {
        figure: `keystroke at ${LONG_WORDS.toLocaleString('en')} words, median of ${KEYSTROKES} | hyperaudio-lite-editor per keystroke`,
        ours: median(longTimes),
        anchor: HYPERAUDIO_KEYSTROKE_MS,
        unit: 'ms',
        better: 'lower',
        target: 'well under 3 ms',
      },
      {
        figure: `same, p99 | hyperaudio-lite-editor per keystroke`,
        ours: percentile(longTimes, 0.99),
        anchor: HYPERAUDIO_KEYSTROKE_MS,
        unit: 'ms',
        better: 'lower',
      },
      {
        figure: `keystroke at ${LONG_WORDS.toLocaleString('en')} words | same at ${SHORT_WORDS} words (median)`,
        ours: median(longTimes),
        anchor: median(shortTimes),
        unit: 'ms',
        better: 'lower',
        target: 'ratio near 1× (cost does not grow with length)',
      },
      {
        figure: `undo at ${LONG_WORDS.toLocaleString('en')} words (median of 200) | keystroke at ${SHORT_WORDS} words`,
        ours: median(undoTimes),
        anchor: median(shortTimes),
        unit: 'ms',
        better: 'lower',
      },
    ];
  },
};

export default benchmark;

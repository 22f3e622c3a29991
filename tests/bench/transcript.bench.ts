import { insertText, paragraphText, searchIndexOf, searchTranscript, type Transcript } from '@storykeep/core';
import { generateTranscript, referenceSearchTranscript, transcriptRandom } from '@storykeep/core/testing';
import type { Benchmark, BenchRow } from './bench.js';

const LONG_WORDS = 40_000; // about four and a half hours of speech
const SHORT_WORDS = 750; // about five minutes
const KEYSTROKES = 3000;
const SEARCH_RUNS = 41;
const QUERIES = ['mother', 'the farm', 'went to the', 'winter.', 'nobody knew'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function time(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** Types characters one at a time into random paragraphs, as a person would, timing each keystroke alone. */
function keystrokeTimes(start: Transcript, seed: number): number[] {
  const random = transcriptRandom(seed);
  let transcript = start;
  const times: number[] = [];
  let paragraphIndex = 0;
  let at = 0;
  for (let k = 0; k < KEYSTROKES; k++) {
    if (k % 20 === 0) {
      paragraphIndex = random.int(0, transcript.paragraphs.length - 1);
      const paragraph = transcript.paragraphs[paragraphIndex];
      at = random.int(0, paragraph ? paragraphText(paragraph).length : 0);
    }
    const char = random.pick(['a', 'e', 'r', 't', ' ', 'o']);
    const before = transcript;
    times.push(
      time(() => {
        transcript = insertText(before, paragraphIndex, at, char);
      }),
    );
    at += 1;
  }
  return times;
}

/** Medians of every query, each searched SEARCH_RUNS times after a warm-up. */
function searchTimes(search: (query: string) => unknown): number {
  for (const query of QUERIES) search(query);
  return median(QUERIES.flatMap((query) => Array.from({ length: SEARCH_RUNS }, () => time(() => search(query)))));
}

const benchmark: Benchmark = {
  name: `transcript engine: keystrokes and search on a ${LONG_WORDS.toLocaleString('en')}-word interview`,
  async run(): Promise<BenchRow[]> {
    const long = generateTranscript({ words: LONG_WORDS, seed: 1 });
    const short = generateTranscript({ words: SHORT_WORDS, seed: 1 });
    keystrokeTimes(long, 99); // warm-up, so JIT compilation is not what gets measured
    const longKeystroke = median(keystrokeTimes(long, 7));
    const shortKeystroke = median(keystrokeTimes(short, 7));

    for (const query of QUERIES) {
      const ours = JSON.stringify(searchTranscript(long, query));
      if (ours !== JSON.stringify(referenceSearchTranscript(long, query)))
        throw new Error(`search disagrees with the reference on "${query}"`);
    }
    const indexBuild = median(
      Array.from({ length: 5 }, () => {
        const cold = structuredClone(long); // new paragraph objects, so nothing is cached yet
        return time(() => searchIndexOf(cold));
      }),
    );
    const ourSearch = searchTimes((query) => searchTranscript(long, query));
    const naiveSearch = searchTimes((query) => referenceSearchTranscript(long, query));
    const edited = insertText(long, Math.floor(long.paragraphs.length / 2), 0, 'x');
    const afterKeystroke = median(
      Array.from({ length: 9 }, (_, i) => {
        const fresh = insertText(edited, i, 0, 'y');
        return time(() => searchTranscript(fresh, 'the farm'));
      }),
    );

    return [
      {
        figure: `keystroke at ${LONG_WORDS.toLocaleString('en')} words (median of ${KEYSTROKES}) | same at ${SHORT_WORDS} words`,
        ours: longKeystroke,
        anchor: shortKeystroke,
        unit: 'ms',
        better: 'lower',
        target: '< 2 ms; ratio near 1× (cost does not grow with length)',
      },
      {
        figure: `search ${LONG_WORDS.toLocaleString('en')} words, indexed (median) | naive reference`,
        ours: ourSearch,
        anchor: naiveSearch,
        unit: 'ms',
        better: 'lower',
        target: '< 5 ms',
      },
      {
        figure: 'first search after a keystroke (re-index + scan) | naive reference',
        ours: afterKeystroke,
        anchor: naiveSearch,
        unit: 'ms',
        better: 'lower',
      },
      {
        figure: 'build the search index from cold (median of 5) | naive search',
        ours: indexBuild,
        anchor: naiveSearch,
        unit: 'ms',
        better: 'lower',
      },
    ];
  },
};

export default benchmark;

import { buildZipfInterview } from './alignment-corpora.fixture.js';
import { ALIGNMENT_WORDS, alignmentBenchmark } from './alignment-vs-stt-align.js';

export default alignmentBenchmark(
  `alignment: a four-hour interview-like corpus (3,000-word vocabulary used with Zipf exponent 1.05; recognition errors are common words from the same distribution: 10% substituted, 3% dropped, 3% inserted), ${ALIGNMENT_WORDS.toLocaleString('en')} reference words, vs stt-align-node 2.0.1`,
  buildZipfInterview,
);

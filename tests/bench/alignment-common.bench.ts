import { ALIGNMENT_WORDS, alignmentBenchmark } from './alignment-vs-stt-align.js';
import { buildCommonWordInterview } from './common-words.fixture.js';

export default alignmentBenchmark(
  `alignment: a four-hour interview in everyday English (${ALIGNMENT_WORDS.toLocaleString('en')} Zipf-drawn common words; 8% substituted, 4% dropped, 3% inserted, years as digits) vs stt-align-node 2.0.1`,
  buildCommonWordInterview,
);

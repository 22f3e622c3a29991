import { ALIGNMENT_WORDS, alignmentBenchmark } from './alignment-vs-stt-align.js';
import { buildInterview } from './interview.fixture.js';

export default alignmentBenchmark(
  `alignment: a four-hour interview (${ALIGNMENT_WORDS.toLocaleString('en')} reference words) vs stt-align-node 2.0.1`,
  buildInterview,
);

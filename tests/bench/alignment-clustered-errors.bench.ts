import { buildClusteredErrorInterview } from './alignment-corpora.fixture.js';
import { ALIGNMENT_WORDS, alignmentBenchmark } from './alignment-vs-stt-align.js';

export default alignmentBenchmark(
  `alignment: a four-hour interview with a 400-word vocabulary (Zipf 1.2) whose errors cluster: crosstalk stretches of 20 to 80 words with 6 in 10 misheard, 20 to 60 words lost, untyped asides of 10 to 40 words, ${ALIGNMENT_WORDS.toLocaleString('en')} reference words, vs stt-align-node 2.0.1`,
  buildClusteredErrorInterview,
);

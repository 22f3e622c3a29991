import { buildLargeVocabularyInterview } from './alignment-corpora.fixture.js';
import { ALIGNMENT_WORDS, alignmentBenchmark } from './alignment-vs-stt-align.js';

export default alignmentBenchmark(
  `alignment: a four-hour interview with a 20,000-word vocabulary (Zipf 0.9) whose errors are near misses: 9% misspelled by a letter, 3% split in two, 3% dropped, 2% inserted, ${ALIGNMENT_WORDS.toLocaleString('en')} reference words, vs stt-align-node 2.0.1`,
  buildLargeVocabularyInterview,
);

import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { diarizationErrorRate, type SpeakerSegment, speakerAttributedWer, wordErrorRate } from '@storykeep/core';
import { diarize, PocketsphinxSpeechToText, transcribeWithSpeakers } from '@storykeep/server';
import type { Benchmark, BenchRow } from './bench.js';
import { type Conversation, conversation, type FliteVoice } from './speaker-corpus.fixture.js';

// Seeded conversations of flite voices, made anew on every run (nothing kept in the repository).
const CORPORA: { voices: FliteVoice[]; minutes: number; seed: number; target: string }[] = [
  { voices: ['rms', 'slt'], minutes: 3, seed: 11, target: 'DER < 10%' },
  { voices: ['rms', 'slt', 'awb'], minutes: 3, seed: 23, target: 'DER < 15%' },
];

const seconds = (from: number) => (performance.now() - from) / 1000;

/** The DER of calling everything one speaker: what a transcript without speaker separation scores. */
function oneSpeakerDer(truth: readonly SpeakerSegment[]): number {
  const start = Math.min(...truth.map((t) => t.start));
  const end = Math.max(...truth.map((t) => t.end));
  return diarizationErrorRate(truth, [{ start, end, speaker: 'one' }]).der;
}

async function separation(corpus: Conversation, voices: readonly FliteVoice[], target: string): Promise<BenchRow[]> {
  const started = performance.now();
  const turns = await diarize(corpus.wav);
  const took = seconds(started);
  const score = diarizationErrorRate(
    corpus.truth,
    turns.map((t) => ({ ...t, speaker: String(t.speaker) })),
  );
  const found = new Set(turns.map((t) => t.speaker)).size;
  const name = `${voices.length} voices (${voices.join(', ')}), ${(corpus.seconds / 60).toFixed(1)} min`;
  return [
    {
      figure: `DER %, ${name}: ${found} speakers found; miss ${score.missed.toFixed(1)} s, false alarm ${score.falseAlarm.toFixed(1)} s, confusion ${score.confusion.toFixed(1)} s of ${score.scored.toFixed(0)} s (anchor: one speaker throughout)`,
      ours: score.der * 100,
      anchor: oneSpeakerDer(corpus.truth) * 100,
      unit: '%',
      better: 'lower',
      target: `${target} (0.25 s collar, overlap excluded)`,
    },
    {
      figure: `speaker separation alone, ${name} (anchor: the audio's duration)`,
      ours: took,
      anchor: corpus.seconds,
      unit: 's',
      better: 'lower',
    },
  ];
}

/** The whole pipeline on one corpus: pocketsphinx with the separation beside it, its time and speaker-attributed WER. */
async function pipeline(corpus: Conversation, voices: readonly FliteVoice[]): Promise<BenchRow[]> {
  const stt = new PocketsphinxSpeechToText();
  const oneProcess = performance.now();
  const single = await new PocketsphinxSpeechToText({ parallelism: 1 }).transcribe(corpus.wav);
  const oneProcessTook = seconds(oneProcess);
  const alone = performance.now();
  const plain = await stt.transcribe(corpus.wav);
  const aloneTook = seconds(alone);
  const started = performance.now();
  const recognition = await transcribeWithSpeakers(stt, corpus.wav);
  const took = seconds(started);
  const hypothesis = new Map<string, string>();
  for (const word of recognition.words) {
    const speaker = word.speaker ?? 'Speaker 1';
    hypothesis.set(speaker, `${hypothesis.get(speaker) ?? ''} ${word.text}`.trim());
  }
  const cp = speakerAttributedWer(corpus.words, hypothesis);
  // The same recording's words without speakers, in spoken order: cpWER can only be as good as this.
  const plainWer = wordErrorRate(corpus.turns.join(' '), plain.words.map((w) => w.text).join(' ')).wer;
  const singleWer = wordErrorRate(corpus.turns.join(' '), single.words.map((w) => w.text).join(' ')).wer;
  const name = `${voices.length} voices, ${(corpus.seconds / 60).toFixed(1)} min`;
  const pieces = Math.min(availableParallelism(), 4);
  return [
    {
      figure: `pocketsphinx in up to ${pieces} pieces side by side, ${name} (anchor: one process over the whole recording; WER ${(plainWer * 100).toFixed(1)} % in pieces, ${(singleWer * 100).toFixed(1)} % whole)`,
      ours: aloneTook,
      anchor: oneProcessTook,
      unit: 's',
      better: 'lower',
    },
    {
      figure: `transcription with speaker separation, ${name} (anchor: the audio's duration; pocketsphinx alone took ${aloneTook.toFixed(1)} s)`,
      ours: took,
      anchor: corpus.seconds,
      unit: 's',
      better: 'lower',
      target: 'under 0.5× real time (ratio > 2×)',
    },
    {
      figure: `speaker-attributed WER % (cpWER), ${name} (anchor: the WER of the same words without speakers)`,
      ours: cp.wer * 100,
      anchor: plainWer * 100,
      unit: '%',
      better: 'lower',
    },
  ];
}

const benchmark: Benchmark = {
  name: `speech: speaker separation and transcription on seeded flite conversations (${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)} at start)`,
  async run(): Promise<BenchRow[]> {
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-speech-bench-'));
    try {
      const rows: BenchRow[] = [];
      for (const { voices, minutes, seed, target } of CORPORA) {
        const corpus = conversation(voices, minutes, seed, dir);
        rows.push(...(await separation(corpus, voices, target)));
        rows.push(...(await pipeline(corpus, voices)));
      }
      console.log(`load average at the end: ${loadavg()[0]?.toFixed(2)}`);
      return rows;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};

export default benchmark;

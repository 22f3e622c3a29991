import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { diarizationErrorRate } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationWav, TWO_VOICES } from '../../testing/conversation-fixture.js';
import { scratchDir } from '../../testing/media-fixtures.js';
import { diarize } from './diarize.js';
import { GaussianStats } from './gaussian-stats.js';
import { clusterSegments } from './speaker-clusters.js';
import { speechActivity } from './speech-activity.js';
import { CEPSTRA } from './speech-features.js';

/** Seeded frames drawn around `centre` (a crude voice): cepstra of `frames` frames. */
function voiceFrames(centre: number, frames: number, seed: number): Float32Array {
  let state = seed;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
  return Float32Array.from({ length: frames * CEPSTRA }, (_, i) => centre * ((i % CEPSTRA) % 3) + random() * 4);
}

describe('speech activity', () => {
  it('finds speech above the noise floor, bridges short gaps and drops blips', () => {
    const energy = new Float32Array(600).fill(-70);
    energy.fill(-20, 100, 200); // 1 s of speech
    energy.fill(-20, 220, 300); // after a 0.2 s breath: the same stretch
    energy.fill(-20, 400, 410); // a 0.1 s click
    energy.fill(-25, 450, 560);
    expect(speechActivity(energy)).toEqual([
      { from: 100, to: 300 },
      { from: 450, to: 560 },
    ]);
    expect(speechActivity(new Float32Array(0))).toEqual([]);
  });
});

describe('clustering by BIC', () => {
  it('finds as many voices as there are, and numbers them by first appearance', () => {
    const a = (seed: number) => GaussianStats.of(voiceFrames(0, 300, seed), 0, 300);
    const b = (seed: number) => GaussianStats.of(voiceFrames(6, 300, seed), 0, 300);
    const options = { lambda: 2, floor: 0.2, maxSpeakers: 4, smallest: 300 };
    expect(clusterSegments([b(1), a(2), b(3), a(4), b(5)], options)).toEqual([0, 1, 0, 1, 0]);
    expect(clusterSegments([a(1), a(2), a(3)], options)).toEqual([0, 0, 0]);
    // Told to find one speaker at most, it merges everything.
    expect(clusterSegments([a(1), b(2)], { ...options, maxSpeakers: 1 })).toEqual([0, 0]);
  });
});

describe.skipIf(!existsSync('/usr/bin/flite'))('speaker separation of flite voices', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-diarize-'));
  });
  afterAll(() => cleanup());

  it('tells two voices taking turns apart, with the changes where the voices change', async () => {
    const wav = join(dir, 'two.wav');
    const truth = await conversationWav(TWO_VOICES, wav);
    const turns = await diarize(wav);
    expect(turns.map((t) => t.speaker)).toEqual([0, 1, 0, 1]);
    for (const [i, turn] of turns.entries()) {
      expect(Math.abs(turn.start - (truth[i]?.start ?? 0))).toBeLessThan(0.25);
      expect(Math.abs(turn.end - (truth[i]?.end ?? 0))).toBeLessThan(0.25);
    }
    const score = diarizationErrorRate(
      truth,
      turns.map((t) => ({ ...t, speaker: String(t.speaker) })),
    );
    expect(score.der).toBeLessThan(0.05);
  }, 60_000);

  it('finds one speaker in a recording of one voice', async () => {
    const wav = join(dir, 'one.wav');
    await conversationWav(
      TWO_VOICES.map((t) => ({ ...t, voice: 'awb' })),
      wav,
    );
    const turns = await diarize(wav);
    expect(turns.length).toBeGreaterThan(0);
    expect(new Set(turns.map((t) => t.speaker))).toEqual(new Set([0]));
  }, 60_000);
});

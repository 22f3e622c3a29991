import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wordErrorRate } from './word-error-rate.js';

const SCLITE = '/usr/lib/sctk/bin/sclite';
const available = existsSync(SCLITE);

/** Seeded linear congruential generator, so every run checks the same pairs. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Pairs on which other tie-breaking rules (forward or backward table, other preference orders) disagree with sclite. */
const PINNED: Array<[string, string]> = [
  ['a c c c a b a b b c b c', 'c b c a c c b a b c'],
  ['a b b b c a b b b c c c', 'a b b a b b a a a b c c b'],
  ['a b c c b b c b b', 'c b a a b b b c c b b c'],
  ['b a c c b c a c c a b a c', 'a a a a b c c c a c a b c'],
];

/** Reference/hypothesis pairs from a three-word vocabulary, so equally cheap alignments (ties) are common. */
function pairs(count: number, seed: number): Array<[string[], string[]]> {
  const random = generator(seed);
  const vocabulary = ['oak', 'ash', 'elm'];
  const pick = () => vocabulary[Math.floor(random() * vocabulary.length)] as string;
  return Array.from({ length: count }, () => {
    const reference = Array.from({ length: Math.floor(random() * 25) }, pick);
    const hypothesis: string[] = random() < 0.2 ? [pick()] : [];
    for (const word of reference) {
      const roll = random();
      if (roll < 0.55) hypothesis.push(word);
      else if (roll < 0.75) hypothesis.push(pick());
      else if (roll < 0.9) hypothesis.push(word, pick());
    }
    return [reference, hypothesis];
  });
}

/** Runs sclite on the pairs (trn files, one utterance per pair) and reads each utterance's #C #S #D #I. */
function scliteScores(all: Array<[string[], string[]]>): Map<number, number[]> {
  const dir = mkdtempSync(join(tmpdir(), 'sclite-'));
  try {
    const trn = (side: 0 | 1) => all.map((pair, i) => `${pair[side].join(' ')} (pair_${i})`).join('\n');
    writeFileSync(join(dir, 'ref.trn'), `${trn(0)}\n`);
    writeFileSync(join(dir, 'hyp.trn'), `${trn(1)}\n`);
    const report = execFileSync(SCLITE, ['-r', 'ref.trn', 'trn', '-h', 'hyp.trn', 'trn', '-i', 'rm', '-o', 'pra', 'stdout'], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const scores = new Map<number, number[]>();
    for (const m of report.matchAll(/id: \(pair_(\d+)\)\s+Scores: \(#C #S #D #I\) (\d+) (\d+) (\d+) (\d+)/g)) {
      scores.set(Number(m[1]), m.slice(2, 6).map(Number));
    }
    return scores;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('wordErrorRate with sclite costs', () => {
  it.skipIf(!available)(
    `counts exactly what NIST sclite counts on pinned tie cases and 200 seeded pairs per seed${available ? '' : ` (skipped: ${SCLITE} is not installed)`}`,
    () => {
      for (const seed of [1, 2024, 11]) {
        const all = [...PINNED.map(([r, h]): [string[], string[]] => [r.split(' '), h.split(' ')]), ...pairs(200, seed)];
        const scores = scliteScores(all);
        expect(scores.size).toBe(all.length);
        all.forEach(([reference, hypothesis], i) => {
          const ours = wordErrorRate(reference.join(' '), hypothesis.join(' '), { costs: 'sclite' });
          expect(
            [ours.equal, ours.replace, ours.delete, ours.insert],
            `pair ${i}: ${reference.join(' ')} | ${hypothesis.join(' ')}`,
          ).toEqual(scores.get(i));
        });
      }
    },
  );
});

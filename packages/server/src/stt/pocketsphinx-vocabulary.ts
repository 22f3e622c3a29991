import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RecognisedWord } from '@storykeep/core';
import { runProcess } from '../media/run-process.js';

/**
 * A vocabulary word pocketsphinx can be told about: English letters, with inner apostrophes or hyphens (flite's
 * letter-to-sound rules are English ones, and the model's files are plain ASCII).
 */
const SPELLABLE = /^[A-Za-z][A-Za-z'-]{0,39}$/;
/** Keyphrases a job spots at most: each one is another search over the whole recording. */
const MAX_TERMS = 100;
/**
 * Detection threshold of a keyphrase. On flite speech, 1e-20 found every spoken name and fired on none of the
 * similar-sounding sentences tried; lower values only add false alarms.
 */
const THRESHOLD = '1e-20';

// flite speaks with its own US phone set; pocketsphinx's en-us model knows the 39 CMU phones without stress.
const FLITE_TO_CMU: Record<string, string[]> = { ax: ['AH'], axr: ['ER'], el: ['AH', 'L'], em: ['AH', 'M'], en: ['AH', 'N'], nx: ['N'] };
const CMU_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(' '),
);

/** CMU phones of flite's `-ps` output ("pau k ax w aa l s k iy pau"); undefined when a phone has no CMU match. */
export function cmuPhonesOf(flitePhones: string): string[] | undefined {
  const phones: string[] = [];
  for (const phone of flitePhones.trim().split(/\s+/)) {
    if (phone === 'pau' || phone === '') continue;
    const mapped = FLITE_TO_CMU[phone] ?? [phone.toUpperCase()];
    if (!mapped.every((p) => CMU_PHONES.has(p))) return undefined;
    phones.push(...mapped);
  }
  return phones.length > 0 ? phones : undefined;
}

/** The organization's terms as pocketsphinx keyphrases: lower case, spellable words only, each kept once. */
export function vocabularyPhrases(vocabulary: readonly string[]): Map<string, string> {
  const phrases = new Map<string, string>();
  for (const term of vocabulary) {
    const words = term.trim().split(/\s+/);
    if (words.length === 0 || words.length > 4 || !words.every((w) => SPELLABLE.test(w))) continue;
    const phrase = words.join(' ').toLowerCase();
    if (!phrases.has(phrase)) phrases.set(phrase, words.join(' '));
    if (phrases.size >= MAX_TERMS) break;
  }
  return phrases;
}

/**
 * Pronunciations for every word of the phrases: the model's own dictionary where it has the word, otherwise
 * flite's letter-to-sound rules. Words neither knows are left out, and so are the phrases holding them.
 */
export async function pronunciations(words: Iterable<string>, dictionary: string, flite: string): Promise<Map<string, string[]>> {
  const wanted = new Set(words);
  const found = new Map<string, string[]>();
  for (const line of (await readFile(dictionary, 'utf8')).split('\n')) {
    const space = line.indexOf(' ');
    const word = line.slice(0, space);
    if (space > 0 && wanted.has(word) && !found.has(word))
      found.set(
        word,
        line
          .slice(space + 1)
          .trim()
          .split(/\s+/),
      );
  }
  if (!existsSync(flite)) return found;
  for (const word of wanted) {
    if (found.has(word)) continue;
    const { stdout } = await runProcess(flite, ['-t', word, '-ps', '-o', '/dev/null']);
    const phones = cmuPhonesOf(stdout.toString('utf8'));
    if (phones) found.set(word, phones);
  }
  return found;
}

const SPOTTED_LINE = /^(.+?)\s+(\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/;

/** Reads keyword spotting's `-time yes` lines ("phrase start end confidence") for the phrases asked about. */
export function parseSpotted(output: string, phrases: ReadonlyMap<string, string>): RecognisedWord[] {
  const spotted: RecognisedWord[] = [];
  for (const line of output.split('\n')) {
    const match = SPOTTED_LINE.exec(line.trim());
    const spelling = match?.[1] ? phrases.get(match[1].trim()) : undefined;
    if (!match || !spelling) continue;
    spotted.push({ text: spelling, start: Number(match[2]), end: Number(match[3]), confidence: Number(match[4]) });
  }
  return spotted;
}

/**
 * Puts spotted terms in place of what the language model heard over the same stretch (a word belongs to the
 * stretch when its middle falls inside it). A phrase of several words shares its stretch evenly among them.
 */
export function mergeSpotted(words: readonly RecognisedWord[], spotted: readonly RecognisedWord[]): RecognisedWord[] {
  if (spotted.length === 0) return [...words];
  const inside = (w: RecognisedWord) => spotted.some((s) => (w.start + w.end) / 2 >= s.start && (w.start + w.end) / 2 <= s.end);
  const terms = spotted.flatMap((s) => {
    const parts = s.text.split(' ');
    const step = (s.end - s.start) / parts.length;
    return parts.map((text, i) => ({ ...s, text, start: s.start + i * step, end: s.start + (i + 1) * step }));
  });
  return [...words.filter((w) => !inside(w)), ...terms].sort((a, b) => a.start - b.start);
}

/** A keyword-spotting pass: pocketsphinx's arguments, and each phrase it looks for with its spelling. */
export interface VocabularyPass {
  args: string[];
  phrases: Map<string, string>;
}

/**
 * The arguments of a keyword-spotting pass for the vocabulary, with its per-job dictionary and keyphrase list
 * written into `dir`; undefined when no term could be given a pronunciation.
 *
 * The language model pocketsphinx decodes with is a fixed n-gram model: a word it does not hold is never
 * recognised, even with a pronunciation in the dictionary. Keyword spotting searches for the phrases alone,
 * so the organization's names are found and then merged into what the language model heard.
 */
export async function vocabularyPass(
  vocabulary: readonly string[],
  dir: string,
  model: { dictionary: string; flite: string },
): Promise<VocabularyPass | undefined> {
  const asked = vocabularyPhrases(vocabulary);
  const known = await pronunciations(
    [...asked.keys()].flatMap((p) => p.split(' ')),
    model.dictionary,
    model.flite,
  );
  const phrases = new Map([...asked].filter(([phrase]) => phrase.split(' ').every((w) => known.has(w))));
  if (phrases.size === 0) return undefined;
  const dictionary = join(dir, 'vocabulary.dict');
  const keyphrases = join(dir, 'vocabulary.kws');
  await writeFile(dictionary, [...known].map(([word, phones]) => `${word} ${phones.join(' ')}\n`).join(''));
  await writeFile(keyphrases, [...phrases.keys()].map((phrase) => `${phrase} /${THRESHOLD}/\n`).join(''));
  return { args: ['-kws', keyphrases, '-dict', dictionary], phrases };
}

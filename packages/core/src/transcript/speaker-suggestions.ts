import type { Paragraph } from '../model/transcript.schema.js';

/** A speaker told apart by voice and not yet named: "Speaker 1", "Speaker 2"… (as speech-to-text labels them). */
export const SEPARATED_SPEAKER = /^Speaker \d+$/;

/** A name offered for a separated speaker, and the part of the interview it comes from. */
export interface SpeakerNameSuggestion {
  speaker: string;
  name: string;
  role: 'narrator' | 'interviewer';
}

const QUESTION_WORDS = new Set(
  'what where when who whom whose why how which did do does can could would will were was is are have has tell describe'.split(' '),
);

interface SpeakerShape {
  speaker: string;
  words: number;
  turns: number;
  questions: number;
}

/** A turn that asks: it ends with a question mark, or one of its sentences opens with a question word. */
function asks(paragraph: Paragraph): boolean {
  const text = paragraph.children
    .map((c) => c.text)
    .join(' ')
    .trim();
  if (text.endsWith('?')) return true;
  return text.split(/[.!?]\s+/).some((sentence) =>
    QUESTION_WORDS.has(
      sentence
        .trim()
        .split(/\s+/)[0]
        ?.toLowerCase()
        .replace(/[^a-z]/g, '') ?? '',
    ),
  );
}

/** Each separated speaker's words, turns and questioning turns, in order of first appearance. */
function shapesOf(paragraphs: readonly Paragraph[]): SpeakerShape[] {
  const shapes = new Map<string, SpeakerShape>();
  for (const p of paragraphs) {
    if (!SEPARATED_SPEAKER.test(p.speaker)) continue;
    const shape = shapes.get(p.speaker) ?? { speaker: p.speaker, words: 0, turns: 0, questions: 0 };
    shape.words += p.children.reduce((n, c) => n + c.words.length, 0);
    shape.turns += 1;
    if (asks(p)) shape.questions += 1;
    shapes.set(p.speaker, shape);
  }
  return [...shapes.values()];
}

/**
 * How much a speaker sounds like the one asking the questions: the share of their turns that ask, plus how much
 * shorter their turns are than the longest-winded speaker's (an interviewer asks briefly, a narrator tells at length).
 */
function interviewerLikeness(shape: SpeakerShape, longestTurn: number): number {
  const averageTurn = shape.words / Math.max(1, shape.turns);
  return shape.questions / Math.max(1, shape.turns) + 0.5 * (1 - averageTurn / Math.max(1, longestTurn));
}

/**
 * Names to offer for the speakers speech-to-text told apart, from the interview's narrator and interviewer fields:
 * the speaker who asks the questions (question marks and question words, shorter turns) is offered the interviewer's
 * name, the speaker who says the most of the others the narrator's. Only offered, never applied: a person confirms.
 */
export function suggestSpeakerNames(
  paragraphs: readonly Paragraph[],
  people: { narrator?: string | undefined; interviewer?: string | undefined },
): SpeakerNameSuggestion[] {
  const narrator = people.narrator?.trim();
  const interviewer = people.interviewer?.trim();
  const shapes = shapesOf(paragraphs);
  if (shapes.length === 0 || (!narrator && !interviewer)) return [];
  const suggestions: SpeakerNameSuggestion[] = [];
  let others = shapes;
  if (interviewer && (shapes.length > 1 || !narrator)) {
    const longestTurn = Math.max(...shapes.map((s) => s.words / Math.max(1, s.turns)));
    const asker = shapes.reduce((best, s) => (interviewerLikeness(s, longestTurn) > interviewerLikeness(best, longestTurn) ? s : best));
    suggestions.push({ speaker: asker.speaker, name: interviewer, role: 'interviewer' });
    others = shapes.filter((s) => s !== asker);
  }
  if (narrator && others.length > 0) {
    const teller = others.reduce((best, s) => (s.words > best.words ? s : best));
    suggestions.push({ speaker: teller.speaker, name: narrator, role: 'narrator' });
  }
  return suggestions.sort((a, b) => shapes.findIndex((s) => s.speaker === a.speaker) - shapes.findIndex((s) => s.speaker === b.speaker));
}

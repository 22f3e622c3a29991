import { describe, expect, it } from 'vitest';
import type { Paragraph } from '../model/transcript.schema.js';
import { suggestSpeakerNames } from './speaker-suggestions.js';

const paragraph = (speaker: string, text: string): Paragraph => ({
  speaker,
  start: 0,
  end: 1,
  children: [{ text, words: text.split(' ').map((w, i) => ({ text: w, start: i, end: i + 0.5 })) }],
});

const interview = [
  paragraph('Speaker 1', 'where did you grow up'),
  paragraph('Speaker 2', 'on a farm near the river with my three brothers and our old dog'),
  paragraph('Speaker 1', 'and your parents'),
  paragraph('Speaker 2', 'my father worked at the mill and my mother took in washing for the neighbours'),
  paragraph('Speaker 1', 'how did they meet'),
  paragraph('Speaker 2', 'at a dance in the church hall'),
];

describe('speaker name suggestions', () => {
  it('offers the interviewer to the speaker who asks, and the narrator to the one who tells', () => {
    expect(suggestSpeakerNames(interview, { narrator: 'Rose Miller', interviewer: ' Tom Ash ' })).toEqual([
      { speaker: 'Speaker 1', name: 'Tom Ash', role: 'interviewer' },
      { speaker: 'Speaker 2', name: 'Rose Miller', role: 'narrator' },
    ]);
    // The recording starts mid-answer, so the narrator is Speaker 1: the questions decide, not the order.
    const narratorFirst = interview.slice(1).map((p) => ({ ...p, speaker: p.speaker === 'Speaker 1' ? 'Speaker 2' : 'Speaker 1' }));
    expect(suggestSpeakerNames(narratorFirst, { narrator: 'Rose Miller', interviewer: 'Tom Ash' })).toEqual([
      { speaker: 'Speaker 1', name: 'Rose Miller', role: 'narrator' },
      { speaker: 'Speaker 2', name: 'Tom Ash', role: 'interviewer' },
    ]);
  });

  it('reads a question mark even where no question word opens it', () => {
    const marked = [
      paragraph('Speaker 1', 'the mill?'),
      paragraph('Speaker 2', 'yes the mill by the bridge'),
      paragraph('Speaker 1', 'every day?'),
    ];
    expect(suggestSpeakerNames(marked, { interviewer: 'Tom Ash' })).toEqual([
      { speaker: 'Speaker 1', name: 'Tom Ash', role: 'interviewer' },
    ]);
  });

  it('offers the narrator to a lone speaker, and nothing for named speakers or without names to offer', () => {
    const alone = [paragraph('Speaker 1', 'I was born in the spring of nineteen twenty')];
    expect(suggestSpeakerNames(alone, { narrator: 'Rose Miller', interviewer: 'Tom Ash' })).toEqual([
      { speaker: 'Speaker 1', name: 'Rose Miller', role: 'narrator' },
    ]);
    expect(suggestSpeakerNames(interview, {})).toEqual([]);
    expect(suggestSpeakerNames(interview, { narrator: '  ' })).toEqual([]);
    const named = interview.map((p) => ({ ...p, speaker: p.speaker === 'Speaker 1' ? 'Tom Ash' : 'Rose Miller' }));
    expect(suggestSpeakerNames(named, { narrator: 'Rose Miller', interviewer: 'Tom Ash' })).toEqual([]);
  });

  it('offers each name once when a third voice joins', () => {
    const three = [...interview, paragraph('Speaker 3', 'she always said that')];
    const offered = suggestSpeakerNames(three, { narrator: 'Rose Miller', interviewer: 'Tom Ash' });
    expect(offered.map((s) => [s.speaker, s.role])).toEqual([
      ['Speaker 1', 'interviewer'],
      ['Speaker 2', 'narrator'],
    ]);
  });
});

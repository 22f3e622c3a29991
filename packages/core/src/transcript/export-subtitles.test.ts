import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transcript } from '../model/transcript.schema.js';
import { generateTranscript } from '../testing/transcript-generators.js';
import { transcriptCues } from './export-cues.js';
import { exportSrt, exportWebVtt } from './export-subtitles.js';
import { formatSrtTime, formatVttTime } from './export-time.js';
import { paragraphWords } from './tokens.js';

interface ParsedCue {
  id: string;
  start: number;
  end: number;
  text: string;
}

/** A deliberately independent reader of what the exporters write: blocks, a timing line, then text. */
function parseCues(body: string, separator: '.' | ','): ParsedCue[] {
  const time = (t: string) => {
    const [hms, ms] = t.split(separator);
    const [h, m, s] = (hms ?? '').split(':').map(Number);
    return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0) + Number(ms) / 1000;
  };
  return body
    .trim()
    .split(/\n\n+/)
    .map((block) => {
      const [id, timing, ...text] = block.split('\n');
      const match = /^(\d{2,}:\d{2}:\d{2}[.,]\d{3}) --> (\d{2,}:\d{2}:\d{2}[.,]\d{3})$/.exec(timing ?? '');
      if (!match) throw new Error(`bad timing line ${timing}`);
      return { id: id ?? '', start: time(match[1] ?? ''), end: time(match[2] ?? ''), text: text.join('\n') };
    });
}

const unescapeVtt = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const tricky: Transcript = {
  paragraphs: [
    {
      speaker: 'Dr. <Ann> & Co',
      start: 3661.5,
      end: 3663,
      children: [
        {
          text: 'a<b> & c --> d',
          words: ['a<b>', '&', 'c', '-->', 'd'].map((text, i) => ({ text, start: 3661.5 + i * 0.2, end: 3661.6 + i * 0.2 })),
        },
      ],
    },
  ],
};

describe('cue times', () => {
  it('formats hours, minutes, seconds and milliseconds', () => {
    expect(formatVttTime(3661.5)).toBe('01:01:01.500');
    expect(formatSrtTime(3661.5)).toBe('01:01:01,500');
    expect(formatVttTime(0.0004)).toBe('00:00:00.000');
    expect(formatVttTime(-2)).toBe('00:00:00.000');
    expect(formatVttTime(15 * 3600)).toBe('15:00:00.000');
  });
});

describe('exportWebVtt', () => {
  it('writes a header, numbered cues and voice tags', () => {
    const vtt = exportWebVtt(tricky);
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    expect(vtt).toContain('1\n01:01:01.500 --> 01:01:02.400\n<v Dr. &lt;Ann&gt; &amp; Co>a&lt;b&gt; &amp; c --&gt; d\n');
  });

  it('escapes every &, < and > so no cue text opens a tag or a timing', () => {
    const body = exportWebVtt(tricky).slice('WEBVTT\n\n'.length);
    for (const cue of parseCues(body, '.')) {
      const text = cue.text.replace(/^<v [^>]*>/, '');
      expect(text).not.toMatch(/[<>]/);
      expect(unescapeVtt(text)).toBe('a<b> & c --> d');
    }
  });

  it('reads back with the cue times and words it was made from', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const transcript = generateTranscript({ words: 400, seed });
        const cues = transcriptCues(transcript);
        const parsed = parseCues(exportWebVtt(transcript).slice('WEBVTT\n\n'.length), '.');
        expect(parsed).toHaveLength(cues.length);
        parsed.forEach((cue, i) => {
          expect(cue.id).toBe(String(i + 1));
          expect(cue.start).toBeCloseTo(cues[i]?.start ?? Number.NaN, 3);
          expect(cue.end).toBeCloseTo(cues[i]?.end ?? Number.NaN, 3);
          expect(cue.text).toBe(`<v ${cues[i]?.speaker}>${cues[i]?.text}`);
        });
        const allWords = transcript.paragraphs.flatMap((p) => paragraphWords(p).map((w) => w.text));
        expect(parsed.flatMap((cue) => cue.text.replace(/^<v [^>]*>/, '').split(' '))).toEqual(allWords);
      }),
      { numRuns: 25 },
    );
  });
});

describe('transcriptCues', () => {
  it('keeps cues within their limits and inside one paragraph', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 10, max: 120 }), fc.integer({ min: 1, max: 10 }), (seed, maxChars, maxSeconds) => {
        const transcript = generateTranscript({ words: 300, seed });
        const cues = transcriptCues(transcript, { maxChars, maxSeconds });
        for (const cue of cues) {
          if (cue.text.includes(' ')) {
            expect(cue.text.length).toBeLessThanOrEqual(maxChars);
            expect(cue.end - cue.start).toBeLessThanOrEqual(maxSeconds + 1e-9);
          }
        }
        expect(cues.filter((cue) => cue.first)).toHaveLength(transcript.paragraphs.filter((p) => paragraphWords(p).length > 0).length);
      }),
      { numRuns: 40 },
    );
  });
});

describe('exportSrt', () => {
  it('numbers cues, uses comma milliseconds and names the speaker when it changes', () => {
    const transcript = generateTranscript({ words: 200, seed: 9 });
    const srt = exportSrt(transcript);
    const parsed = parseCues(srt, ',');
    const cues = transcriptCues(transcript);
    expect(parsed.map((c) => c.id)).toEqual(cues.map((_, i) => String(i + 1)));
    parsed.forEach((cue, i) => {
      expect(cue.start).toBeCloseTo(cues[i]?.start ?? Number.NaN, 3);
      const changed = i === 0 || cues[i - 1]?.speaker !== cues[i]?.speaker;
      expect(cue.text).toBe(changed ? `${cues[i]?.speaker}: ${cues[i]?.text}` : cues[i]?.text);
    });
    expect(srt).toMatch(/^1\n00:00:00,000 --> 00:00:\d\d,\d{3}\nInterviewer: /);
  });

  it('gives a cue of no length one millisecond', () => {
    const transcript: Transcript = {
      paragraphs: [{ speaker: 'A', start: 1, end: 1, children: [{ text: 'x', words: [{ text: 'x', start: 1, end: 1 }] }] }],
    };
    expect(exportSrt(transcript)).toContain('00:00:01,000 --> 00:00:01,001');
  });
});

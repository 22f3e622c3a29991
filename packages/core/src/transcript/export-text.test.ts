import { describe, expect, it } from 'vitest';
import type { Transcript } from '../model/transcript.schema.js';
import { generateTranscript } from '../testing/transcript-generators.js';
import { exportPlainText } from './export-text.js';
import { formatClockTime } from './export-time.js';
import { paragraphText } from './tokens.js';

describe('exportPlainText', () => {
  it('writes a time marker and a SPEAKER: line per paragraph', () => {
    const transcript: Transcript = {
      paragraphs: [
        { speaker: 'Interviewer', start: 0, end: 2, children: [{ text: 'Where  were you born?', words: [] }] },
        { speaker: '', start: 3725.9, end: 3730, children: [{ text: 'On a farm.', words: [] }] },
        { speaker: 'Narrator', start: 3731, end: 3732, children: [{ text: ' ', words: [] }] },
      ],
    };
    expect(exportPlainText(transcript)).toBe('[00:00:00]\nINTERVIEWER: Where were you born?\n\n[01:02:05]\nUNKNOWN SPEAKER: On a farm.\n');
  });

  it('reads back paragraph by paragraph', () => {
    const transcript = generateTranscript({ words: 600, seed: 4 });
    const blocks = exportPlainText(transcript).trimEnd().split('\n\n');
    expect(blocks).toHaveLength(transcript.paragraphs.length);
    blocks.forEach((block, i) => {
      const paragraph = transcript.paragraphs[i];
      const [marker, line] = block.split('\n');
      expect(marker).toBe(`[${formatClockTime(paragraph?.start ?? 0)}]`);
      expect(line).toBe(`${paragraph?.speaker.toUpperCase()}: ${paragraph ? paragraphText(paragraph) : ''}`);
    });
  });

  it('rounds marker times down', () => {
    expect(formatClockTime(59.999)).toBe('00:00:59');
    expect(formatClockTime(36_000)).toBe('10:00:00');
  });
});

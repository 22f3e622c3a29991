import { interviewMessages } from '../messages/interview.messages.js';
import type { Transcript } from '../model/transcript.schema.js';
import { formatClockTime } from './export-time.js';
import { paragraphText } from './tokens.js';

/**
 * The transcript as plain text: for each paragraph a `[hh:mm:ss]` marker line, then a line starting with the
 * speaker in capitals and a colon; paragraphs are separated by a blank line. Paragraphs without text are left out.
 */
export function exportPlainText(transcript: Transcript): string {
  return transcript.paragraphs
    .map((paragraph) => {
      const text = paragraphText(paragraph)
        .replace(/[^\S\u00a0]+/g, ' ')
        .trim();
      if (text.length === 0) return undefined;
      const speaker = paragraph.speaker.replace(/\s+/g, ' ').trim() || interviewMessages.unknownSpeaker;
      return `[${formatClockTime(paragraph.start)}]\n${speaker.toUpperCase()}: ${text}\n`;
    })
    .filter((block) => block !== undefined)
    .join('\n');
}

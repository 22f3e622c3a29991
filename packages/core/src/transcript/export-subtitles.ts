import type { Transcript } from '../model/transcript.schema.js';
import { escapeMarkupText } from '../util/markup-escape.js';
import { type CueOptions, transcriptCues } from './export-cues.js';
import { cueMillis, formatSrtTime, formatVttTime } from './export-time.js';

/** A voice annotation may not hold ">" (it closes the tag) nor a line break. */
function escapeVttVoice(speaker: string): string {
  return escapeMarkupText(speaker.replace(/\s+/g, ' ').trim());
}

/** The transcript as WebVTT: numbered cues, HH:MM:SS.mmm times, and the speaker in a `<v Speaker>` voice tag. */
export function exportWebVtt(transcript: Transcript, options?: CueOptions): string {
  const blocks = transcriptCues(transcript, options).map((cue, i) => {
    const { start, end } = cueMillis(cue.start, cue.end);
    const voice = escapeVttVoice(cue.speaker);
    // WebVTT cue text escapes like markup: &, < and > would start entities and tags (and "-->" a timing).
    const text = escapeMarkupText(cue.text);
    return `${i + 1}\n${formatVttTime(start / 1000)} --> ${formatVttTime(end / 1000)}\n${voice ? `<v ${voice}>${text}` : text}`;
  });
  return `WEBVTT\n\n${blocks.map((block) => `${block}\n\n`).join('')}`;
}

/** The transcript as SRT: numbered cues, HH:MM:SS,mmm times, and "Speaker: " wherever the speaker changes. */
export function exportSrt(transcript: Transcript, options?: CueOptions): string {
  let previousSpeaker: string | undefined;
  return transcriptCues(transcript, options)
    .map((cue, i) => {
      const { start, end } = cueMillis(cue.start, cue.end);
      const speaker = cue.speaker.replace(/\s+/g, ' ').trim();
      const label = speaker && speaker !== previousSpeaker ? `${speaker}: ` : '';
      previousSpeaker = speaker;
      return `${i + 1}\n${formatSrtTime(start / 1000)} --> ${formatSrtTime(end / 1000)}\n${label}${cue.text}\n\n`;
    })
    .join('');
}

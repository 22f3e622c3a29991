import { formatClockTime, interviewMessages, paragraphText, settingsMessages, type Transcript } from '@storykeep/core';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ExportRecord } from './export-record.js';

/**
 * The transcript as a Word document: the title as a heading, the interview's catalogue details under it, then each paragraph with its time, the speaker in
 * bold and what was said. Paragraphs without text are left out.
 */
export async function transcriptDocx({
  title,
  transcript,
  record = {},
}: {
  title: string | null | undefined;
  transcript: Transcript;
  record?: ExportRecord;
}): Promise<Blob> {
  const body = transcript.paragraphs.flatMap((paragraph) => {
    const text = paragraphText(paragraph).replace(/\s+/g, ' ').trim();
    if (!text) return [];
    const speaker = paragraph.speaker.replace(/\s+/g, ' ').trim() || interviewMessages.unknownSpeaker;
    return [
      new Paragraph({
        spacing: { after: 160 },
        children: [
          new TextRun(`[${formatClockTime(paragraph.start)}] `),
          new TextRun({ text: `${speaker}: `, bold: true }),
          new TextRun(text),
        ],
      }),
    ];
  });
  const document = new Document({
    title: title ?? '',
    sections: [{ children: [new Paragraph({ text: title ?? '', heading: HeadingLevel.TITLE }), ...recordLines(record), ...body] }],
  });
  return Packer.toBlob(document);
}

/** Under the title, one line for each catalogue detail given: "Narrator: Clara Whitfield". */
function recordLines(record: ExportRecord): Paragraph[] {
  const details: [string, string | null | undefined][] = [
    [settingsMessages.narratorLabel, record.interviewee],
    [settingsMessages.interviewerLabel, record.interviewer],
    [settingsMessages.placeLabel, record.place],
    [settingsMessages.languageLabel, record.language],
    [settingsMessages.recordDateLabel, record.date?.slice(0, 10)],
  ];
  return details
    .filter((detail): detail is [string, string] => Boolean(detail[1]?.trim()))
    .map(([label, value]) => new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] }));
}

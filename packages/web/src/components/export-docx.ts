import { callMessages, formatClockTime, paragraphText, type Transcript } from '@storykeep/core';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

/**
 * The transcript as a Word document: the title as a heading, then each paragraph with its time, the speaker in
 * bold and what was said. Paragraphs without text are left out.
 */
export async function transcriptDocx({ title, transcript }: { title: string | null | undefined; transcript: Transcript }): Promise<Blob> {
  const body = transcript.paragraphs.flatMap((paragraph) => {
    const text = paragraphText(paragraph).replace(/\s+/g, ' ').trim();
    if (!text) return [];
    const speaker = paragraph.speaker.replace(/\s+/g, ' ').trim() || callMessages.unknownSpeaker;
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
    sections: [{ children: [new Paragraph({ text: title ?? '', heading: HeadingLevel.TITLE }), ...body] }],
  });
  return Packer.toBlob(document);
}

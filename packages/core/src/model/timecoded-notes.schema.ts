import { z } from 'zod';

/** Where a segment of timecoded notes sits in the media, in seconds; `end` is null for an open last segment. */
export const NoteTimecodeSchema = z
  .object({
    start: z.number().nonnegative(),
    end: z.number().nonnegative().nullable(),
  })
  .strict()
  .refine((t) => t.end === null || t.end >= t.start, { message: 'end must not be before start', path: ['end'] });

/** One segment of timecoded transcript notes: timecode, title, synopsis, notes, keywords (spec). */
export const TimecodedNoteSegmentSchema = z
  .object({
    timecode: NoteTimecodeSchema,
    title: z.string(),
    synopsis: z.string(),
    notes: z.string(),
    keywords: z.array(z.string().min(1)),
  })
  .strict();

/** Every segment of a set of timecoded notes, in the order written. */
export const TimecodedNotesSchema = z.array(TimecodedNoteSegmentSchema);

export type NoteTimecode = z.infer<typeof NoteTimecodeSchema>;
export type TimecodedNoteSegment = z.infer<typeof TimecodedNoteSegmentSchema>;
export type TimecodedNotes = z.infer<typeof TimecodedNotesSchema>;

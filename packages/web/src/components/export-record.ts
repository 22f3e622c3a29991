import type { OhmsRecordMetadata, Story } from '@storykeep/core';

/** What the exports say about the interview besides its words. */
export type ExportRecord = OhmsRecordMetadata & { place?: string | undefined };

/** The catalogue record of a story as the exports write it (the narrator is the OHMS interviewee). */
export function exportRecordOf(story: Story): ExportRecord {
  return {
    interviewee: story.narrator,
    interviewer: story.interviewer,
    place: story.place,
    language: story.language,
    date: story.record_date,
    duration: story.duration,
    description: story.description,
    mediaUrl: story.custom_archive_url,
  };
}

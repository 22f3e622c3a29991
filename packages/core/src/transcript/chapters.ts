import { shellMessages } from '../messages/shell.messages.js';
import type { Chapter, IndexMetadataItem } from '../model/chapter.schema.js';
import type { Paragraph } from '../model/transcript.schema.js';
import { CHAPTER_GAP_SECONDS } from '../util/constants.js';

/** What chapters are built from: an index's metadata, the transcript's paragraphs and, when known, the media length. */
export interface BuildChaptersInput {
  metadata: readonly IndexMetadataItem[];
  paragraphs: readonly Paragraph[];
  /** Media length in seconds; the last chapter ends here, or at the last paragraph's end when absent. */
  duration?: number;
}

/** The `_id` of the section inserted when the index does not start at 0. */
export const AUTO_CHAPTER_ID = 'chapter-auto';

/**
 * Chapters from index metadata (see docs/product/transcripts.md): sorted by start, each ending where the next begins, with
 * 'First Section (auto-generated)' at 0 when there is no metadata or the first entry starts after 0. A paragraph
 * belongs to the chapter it starts in; one starting up to 0.5 s (the chapter gap) before a chapter's start counts
 * as that chapter's, since index points are set by ear and land a little after the words they mark.
 */
export function buildChapters({ metadata, paragraphs, duration }: BuildChaptersInput): Chapter[] {
  const sorted = metadata.map((item, position) => ({ item, position })).sort((a, b) => a.item.time.start - b.item.time.start);
  const heads: Omit<Chapter, 'end' | 'paragraphs'>[] = sorted.map(({ item, position }) => ({
    _id: `chapter-${position}`,
    title: item.title,
    description: item.synopsis,
    keywords: [...item.keywords],
    start: item.time.start,
  }));
  const first = heads[0];
  if (first === undefined || first.start > 0) {
    heads.unshift({ _id: AUTO_CHAPTER_ID, title: shellMessages.firstSectionTitle, description: '', keywords: [], start: 0 });
  }
  const transcriptEnd = duration ?? paragraphs[paragraphs.length - 1]?.end ?? 0;
  const chapters: Chapter[] = heads.map((head, i) => ({
    ...head,
    end: heads[i + 1]?.start ?? Math.max(head.start, transcriptEnd),
    paragraphs: [],
  }));
  for (const paragraph of paragraphs) chapters[chapterIndexAt(chapters, paragraph.start)]?.paragraphs.push(paragraph);
  return chapters;
}

/** The chapter a moment belongs to: the last one starting no later than the moment plus the chapter gap. */
export function chapterIndexAt(chapters: readonly { start: number }[], time: number): number {
  let lo = 0;
  let hi = chapters.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((chapters[mid]?.start ?? 0) - CHAPTER_GAP_SECONDS <= time) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

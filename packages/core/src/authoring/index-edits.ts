import type { Index, IndexMetadataItem } from '../model/chapter.schema.js';
import { parseTimecodedNotes } from '../timecode/timecoded-notes.parser.js';
import type { IndexSegmentChange } from './authoring.types.js';

/** Segments ordered by start time; segments starting together keep their order. */
export function sortSegments(metadata: readonly IndexMetadataItem[]): IndexMetadataItem[] {
  return metadata
    .map((item, position) => ({ item, position }))
    .sort((a, b) => a.item.time.start - b.item.time.start || a.position - b.position)
    .map(({ item }) => item);
}

function changed(index: Index, metadata: IndexMetadataItem[]): Index {
  return { ...index, metadata: sortSegments(metadata), unsaved: true };
}

/** An index with a new empty segment starting at `seconds`. */
export function addSegmentAt(index: Index, seconds: number, title = ''): Index {
  const item: IndexMetadataItem = { title, synopsis: '', keywords: [], time: { start: Math.max(0, seconds) } };
  return changed(index, [...index.metadata, item]);
}

/** An index with one segment changed; a new start moves it to its place in time. */
export function updateSegment(index: Index, segment: number, change: IndexSegmentChange): Index {
  const item = index.metadata[segment];
  if (!item) return index;
  const { start, ...fields } = change;
  const next: IndexMetadataItem = { ...item, ...fields, time: start === undefined ? item.time : { start: Math.max(0, start) } };
  const metadata = index.metadata.slice();
  metadata[segment] = next;
  return changed(index, metadata);
}

/** An index without one segment. */
export function deleteSegment(index: Index, segment: number): Index {
  if (!index.metadata[segment]) return index;
  return changed(
    index,
    index.metadata.filter((_, i) => i !== segment),
  );
}

/** An index with its title or notes changed. */
export function updateIndexFields(index: Index, changes: Partial<Pick<Index, 'title' | 'notes'>>): Index {
  return { ...index, ...changes, unsaved: true };
}

/**
 * An index with the segments of pasted timecoded notes added (each at its start time; a segment's notes follow its
 * synopsis, since a segment has no notes field of its own). Text without any timecode changes nothing.
 */
export function pasteTimecodedNotes(index: Index, text: string): Index {
  const segments = parseTimecodedNotes(text);
  if (segments.length === 0) return index;
  const items = segments.map(
    (segment): IndexMetadataItem => ({
      title: segment.title,
      synopsis: [segment.synopsis, segment.notes].filter((part) => part.length > 0).join('\n\n'),
      keywords: segment.keywords,
      time: { start: segment.timecode.start },
    }),
  );
  return changed(index, [...index.metadata, ...items]);
}

/** The indexes with one replaced by what `change` makes of it (matched by id). */
export function changeIndex(indexes: readonly Index[], indexId: string, change: (index: Index) => Index): Index[] {
  return indexes.map((index) => (index._id === indexId ? change(index) : index));
}

import type { Story, StoryMetadataChange } from '@storykeep/core';

/** What a person typed for one story; a field they have not touched is absent and shows the story's own value. */
export interface MetadataDraft {
  title?: string;
  description?: string;
  /** `yyyy-mm-dd` as a date input gives it, or '' for no date. */
  recordDate?: string;
  narrator?: string;
  interviewer?: string;
  place?: string;
  language?: string;
}

/** The plain text details, saved as typed (trimmed) under the same name. */
const DETAILS = ['narrator', 'interviewer', 'place', 'language'] as const;

/** The values a story's form shows. */
export type MetadataValues = Required<MetadataDraft>;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day of an instant where the person is, as a date input takes it ('' for none). */
export function localDateOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start of a picked day where the person is, as the API's ISO instant; '' clears the date. */
export function isoOfLocalDate(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).toISOString();
}

/** The form's values: the draft where touched, the story's own otherwise. */
export function valuesOf(story: Story | undefined, draft: MetadataDraft = {}): MetadataValues {
  return {
    title: draft.title ?? story?.title ?? '',
    description: draft.description ?? story?.description ?? '',
    recordDate: draft.recordDate ?? localDateOf(story?.record_date),
    narrator: draft.narrator ?? story?.narrator ?? '',
    interviewer: draft.interviewer ?? story?.interviewer ?? '',
    place: draft.place ?? story?.place ?? '',
    language: draft.language ?? story?.language ?? '',
  };
}

/** Why the form cannot be saved as it is, or null. */
export function titleProblem(values: MetadataValues): string | null {
  return values.title.trim() === '' ? 'Enter a title' : null;
}

/** The change to send for a story: only the fields that differ from what it holds; null when nothing does. */
export function changeOf(story: Story, draft: MetadataDraft = {}): StoryMetadataChange | null {
  const values = valuesOf(story, draft);
  const change: StoryMetadataChange = { _id: story._id };
  if (values.title.trim() !== (story.title ?? '')) change.title = values.title.trim();
  if (values.description !== (story.description ?? '')) change.description = values.description;
  // Compared by day, so an untouched date keeps its time of day.
  if (values.recordDate !== localDateOf(story.record_date)) change.record_date = isoOfLocalDate(values.recordDate);
  for (const field of DETAILS) if (values[field].trim() !== (story[field] ?? '')) change[field] = values[field].trim();
  return Object.keys(change).length > 1 ? change : null;
}

/** What is left of a draft once its story was saved as `saved`: only what was typed since. */
export function draftAfterSave(draft: MetadataDraft, saved: Story): MetadataDraft | null {
  const left: MetadataDraft = {};
  const values = valuesOf(saved);
  if (draft.title !== undefined && draft.title.trim() !== values.title) left.title = draft.title;
  if (draft.description !== undefined && draft.description !== values.description) left.description = draft.description;
  if (draft.recordDate !== undefined && draft.recordDate !== values.recordDate) left.recordDate = draft.recordDate;
  for (const field of DETAILS) {
    const typed = draft[field];
    if (typed !== undefined && typed.trim() !== values[field]) left[field] = typed;
  }
  return Object.keys(left).length > 0 ? left : null;
}

/** `items` in runs of at most `size`. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let at = 0; at < items.length; at += size) runs.push(items.slice(at, at + size));
  return runs;
}

/** Story ids from the page address (`?stories=a,b`): distinct, at most `max`. */
export function storyIdsParam(value: string | null, max: number): string[] {
  const ids = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0 && id.length <= 200);
  return [...new Set(ids)].slice(0, max);
}

import {
  apiFailureMessage,
  apiFailureStatus,
  type EntitySummary,
  type EntityType,
  formatClockTime,
  messages,
  pathTo,
} from '@storykeep/core';

/** The type filter's tabs: everything, then each type. */
export const TYPE_TABS: { value: EntityType | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'person', label: 'People' },
  { value: 'place', label: 'Places' },
  { value: 'organization', label: 'Organizations' },
  { value: 'date', label: 'Dates' },
];

export const TYPE_LABEL: Record<EntityType, string> = { person: 'Person', place: 'Place', organization: 'Organization', date: 'Date' };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Said 3 times in 2 interviews". */
export function countLine(entity: EntitySummary): string {
  return `Said ${plural(entity.mentionCount, 'time', 'times')} in ${plural(entity.storyCount, 'interview', 'interviews')}`;
}

/** The story hub of a story, opened at a moment. */
export function hubAt(story: { _id: string; project_id: string }, seconds: number): string {
  return `${pathTo('storyHub', { projectId: story.project_id, storyId: story._id })}?t=${seconds}`;
}

/** A mention's link text: when it is said, and the words. */
export function mentionLabel(mention: { start: number; text: string }): string {
  return `${formatClockTime(mention.start)} “${mention.text}”`;
}

/** The notice for a failed change: archivists only, or the server's reason, or the catalogue's. */
export function changeFailure(error: unknown): string {
  if (apiFailureStatus(error) === 403) return messages.entityChangeForbidden;
  return apiFailureMessage(error) ?? messages.entityChangeFailed;
}

import { type AccessUser, canManageProject, canSeeProject, isWorkspaceMember, managedOrganizations, type ProjectRef } from './access.js';

/** A story as the story rules need it: its project, who made it, and the upload ticket its file came through. */
export interface StoryAccessRef {
  project: ProjectRef;
  creatorId: string | null;
  ticketId: string | null;
}

/**
 * A story someone sent through an upload ticket is theirs to follow and describe, even as a guest who sees no
 * project: the ticket asked them for it.
 */
export function isTicketUploader(userId: string, story: Pick<StoryAccessRef, 'creatorId' | 'ticketId'>): boolean {
  return story.ticketId !== null && story.creatorId !== null && story.creatorId === userId;
}

/** A guest account that made the story (its own recording, followed through the public conclude page). */
export function isGuestRecorder(subject: AccessUser, story: Pick<StoryAccessRef, 'creatorId'>): boolean {
  return !isWorkspaceMember(subject) && story.creatorId !== null && story.creatorId === subject.userId;
}

/**
 * Which stories a subject sees, as data: every story, or those of some projects, of some organizations (the ones
 * it manages) and those it sent through an upload ticket. `canSeeStory` reads it and the server turns the same
 * value into SQL, so a list and a single read never disagree.
 */
export type StoryReach =
  | { readonly kind: 'all' }
  | {
      readonly kind: 'some';
      readonly projectIds: readonly string[];
      readonly organizationIds: readonly string[];
      /** Stories this account sent through an upload ticket (`ticketId` set and `creatorId` this account). */
      readonly uploaderUserId: string;
    };

/** The stories a subject reaches: admins all; workspace members their projects and managed organizations; anyone their ticket uploads. */
export function storyReachOf(subject: AccessUser): StoryReach {
  const managed = managedOrganizations(subject);
  if (managed === 'all') return { kind: 'all' };
  const member = isWorkspaceMember(subject);
  return {
    kind: 'some',
    projectIds: member ? Object.keys(subject.projectRoles) : [],
    organizationIds: member ? [...managed] : [],
    uploaderUserId: subject.userId,
  };
}

/** Whether a story lies inside a reach (the predicate the reach's SQL form must agree with). */
export function reachIncludesStory(reach: StoryReach, story: StoryAccessRef): boolean {
  if (reach.kind === 'all') return true;
  return (
    reach.projectIds.includes(story.project.id) ||
    reach.organizationIds.includes(story.project.organization) ||
    isTicketUploader(reach.uploaderUserId, story)
  );
}

/** Seeing a story: whoever sees its project, and its ticket uploader. */
export function canSeeStory(subject: AccessUser, story: StoryAccessRef): boolean {
  return reachIncludesStory(storyReachOf(subject), story);
}

/**
 * Deleting a story: whoever manages its project; its ticket uploader too, but only while its file has not arrived
 * (a cancelled upload), since a sent recording belongs to the archive.
 */
export function canDeleteStory(subject: AccessUser, story: StoryAccessRef, hasMedia: boolean): boolean {
  return canManageProject(subject, story.project) || (!hasMedia && isTicketUploader(subject.userId, story));
}

/**
 * Sending a story's original recording: whoever sees the story while it has none; once a recording exists,
 * replacing it is for the project's managers (the previous original is kept, never overwritten).
 */
export function canReplaceOriginal(subject: AccessUser, story: StoryAccessRef, hasMedia: boolean): boolean {
  return hasMedia ? canManageProject(subject, story.project) : canSeeStory(subject, story);
}

/** Deleting a clip: the person who cut it (while they still see its story), or a manager of its project. */
export function canDeleteClip(subject: AccessUser, clip: { creatorId: string | null; story: StoryAccessRef }): boolean {
  if (canManageProject(subject, clip.story.project)) return true;
  return clip.creatorId !== null && clip.creatorId === subject.userId && canSeeStory(subject, clip.story);
}

/** Deleting a remix: its author (while they still see its project), or a manager of its project. */
export function canDeleteRemix(subject: AccessUser, remix: { creatorId: string | null; project: ProjectRef }): boolean {
  if (canManageProject(subject, remix.project)) return true;
  return remix.creatorId !== null && remix.creatorId === subject.userId && canSeeProject(subject, remix.project);
}

/**
 * Choosing whose picture a call's recording keeps, which mixes the recording again: the call's host (the story's
 * creator, while they still see it), or a manager of its project.
 */
export function canChooseRecordedVideo(subject: AccessUser, story: StoryAccessRef): boolean {
  if (canManageProject(subject, story.project)) return true;
  return story.creatorId !== null && story.creatorId === subject.userId && canSeeStory(subject, story);
}

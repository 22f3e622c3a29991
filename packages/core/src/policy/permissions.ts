import { interviewMessages } from '../messages/interview.messages.js';
import { shellMessages } from '../messages/shell.messages.js';
import type { CallRole, MaybeRole, ProjectRole } from '../model/role.schema.js';

/** Who acts on an interview list: their account role and their role in the list's project, if any. */
export interface ListActor {
  role: MaybeRole;
  projectRole?: ProjectRole | null;
}

function isProjectManagerOrAdmin(actor: ListActor): boolean {
  return actor.role === 'admin' || actor.projectRole === 'project_manager';
}

/** The bulk footer bar shows only while at least one interview is selected. */
export function showsBulkFooter(selectedCount: number): boolean {
  return selectedCount > 0;
}

/** Manage folders: project managers and admins, and only when the project has at least one folder. */
export function canManageFolders(actor: ListActor, projectFolderCount: number): boolean {
  return isProjectManagerOrAdmin(actor) && projectFolderCount > 0;
}

/** Bulk delete: project managers and admins. */
export function canBulkDelete(actor: ListActor): boolean {
  return isProjectManagerOrAdmin(actor);
}

/** Bulk download: anyone who has selected interviews. */
export function canBulkDownload(selectedCount: number): boolean {
  return selectedCount > 0;
}

/** Bulk delete goes ahead only when DELETE is typed exactly, in capitals. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed === shellMessages.bulkDeleteConfirmationWord;
}

/** The account menu's Admin entry: admins only. */
export function showsAdminMenu(role: MaybeRole): boolean {
  return role === 'admin';
}

/** The organization list calls are skipped for the empty role, users and guests. */
export function shouldFetchOrganizations(role: MaybeRole): boolean {
  return role !== '' && role !== 'user' && role !== 'guest';
}

/** Session password changes on a story are sent only by the call's author. */
export function canSendSessionPassword(userId: string | null | undefined, callAuthorId: string | null | undefined): boolean {
  return Boolean(userId) && userId === callAuthorId;
}

/** In a call the story's creator is the host; everyone else, signed in or not, is a guest. */
export function callRole(userId: string | null | undefined, storyCreatorId: string | null | undefined): CallRole {
  return userId && userId === storyCreatorId ? 'host' : 'guest';
}

/** A participant's display name: "unknown" when they gave none. */
export function participantName(name: string | null | undefined): string {
  return name?.trim() ? name : interviewMessages.unknownParticipant;
}

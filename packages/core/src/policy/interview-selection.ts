import { shellMessages } from '../messages/shell.messages.js';

// What an interview list's selection allows, whoever is asking; who may delete or manage folders is access
// (`canBulkDelete`, `canManageFolders` in access.ts).

/** The bulk footer bar shows only while at least one interview is selected. */
export function showsBulkFooter(selectedCount: number): boolean {
  return selectedCount > 0;
}

/** Bulk download: anyone who has selected interviews. */
export function canBulkDownload(selectedCount: number): boolean {
  return selectedCount > 0;
}

/** Bulk delete goes ahead only when DELETE is typed exactly, in capitals. */
export function isDeleteConfirmed(typed: string): boolean {
  return typed === shellMessages.bulkDeleteConfirmationWord;
}

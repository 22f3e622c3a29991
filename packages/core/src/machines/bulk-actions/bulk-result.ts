import { bulkDeletePartialFailure, bulkDownloadPartialFailure } from '../../messages/catalogue.js';
import { shellMessages } from '../../messages/shell.messages.js';
import type { Notice } from '../notice.js';
import type { BulkProgress } from './bulk-actions.types.js';

/** The notice after a bulk delete: all succeeded, some failed (with how many), or all failed. */
export function deleteResultNotice({ succeeded, failed }: BulkProgress): Notice {
  if (failed === 0) return { text: shellMessages.bulkDeleteSucceeded, intent: 'success' };
  if (succeeded === 0) return { text: shellMessages.bulkDeleteFailed, intent: 'error' };
  return { text: bulkDeletePartialFailure(failed), intent: 'error' };
}

/** The notice after a bulk download: all started, some failed (with how many), or all failed. */
export function downloadResultNotice({ succeeded, failed }: BulkProgress): Notice {
  if (failed === 0) return { text: shellMessages.bulkDownloadStarted, intent: 'success' };
  if (succeeded === 0) return { text: shellMessages.bulkDownloadFailed, intent: 'error' };
  return { text: bulkDownloadPartialFailure(failed), intent: 'error' };
}

import { alreadyUploaded, uploadNotFound } from '../../storage/storage-errors.js';
import type { SignedGrant } from '../../storage/url-signer.js';
import type { MediaServices } from './media-services.js';

/**
 * Each write address serves one upload: a part PUT once its upload was completed (or aborted), and a form POST once
 * its upload row was completed, are refused (409) before a byte is read, so a leaked or replayed address cannot
 * replace what the archive confirmed. (Story files are confirmed by moving their bytes to a key no address was ever
 * signed for, see story-file-upload.service.ts, which covers stores that take PUTs directly too.)
 */
export function uploadWriteGuard(media: MediaServices) {
  return async (_key: string, grant: SignedGrant): Promise<void> => {
    const uploadId = grant.part?.uploadId ?? grant.ref;
    if (!uploadId) return;
    const row = await media.db.selectFrom('media_uploads').select('status').where('upload_id', '=', uploadId).executeTakeFirst();
    if (row?.status === 'completed') throw alreadyUploaded();
    if (row?.status === 'aborted') throw uploadNotFound(uploadId);
  };
}

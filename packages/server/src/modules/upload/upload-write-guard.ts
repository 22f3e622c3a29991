import { alreadyUploaded, uploadNotFound } from '../../storage/storage-errors.js';
import type { SignedGrant } from '../../storage/url-signer.js';
import type { MediaServices } from '../media-services.types.js';

/**
 * Each write address serves one upload: a part PUT once its upload was completed (or aborted), and a form POST once
 * its upload row was completed, are refused (409) before a byte is read, so a leaked or replayed address cannot
 * replace what the archive confirmed. A story file's upload address is refused once the file is confirmed; confirming
 * also moved its bytes to a key no address was ever signed for (story-file-upload.service.ts), which covers stores
 * that take PUTs directly (S3) too.
 */
const STORY_FILE_UPLOAD = /^stories\/[^/]+\/files\/([^/]+)\.incoming$/;

export function uploadWriteGuard(media: MediaServices) {
  return async (key: string, grant: SignedGrant): Promise<void> => {
    const fileId = STORY_FILE_UPLOAD.exec(key)?.[1];
    if (fileId) {
      const file = await media.db.selectFrom('story_files').select('uploaded').where('id', '=', fileId).executeTakeFirst();
      if (file?.uploaded) throw alreadyUploaded();
      return;
    }
    const uploadId = grant.part?.uploadId ?? grant.ref;
    if (!uploadId) return;
    const row = await media.db.selectFrom('media_uploads').select('status').where('upload_id', '=', uploadId).executeTakeFirst();
    if (row?.status === 'completed') throw alreadyUploaded();
    if (row?.status === 'aborted') throw uploadNotFound(uploadId);
  };
}

/** A storage failure a caller can act on; `code` is stable and `status` is the HTTP answer it maps to. */
export class StorageError extends Error {
  constructor(
    readonly code:
      | 'object_not_found'
      | 'upload_not_found'
      | 'invalid_key'
      | 'invalid_part'
      | 'incomplete_body'
      | 'too_large'
      | 'already_uploaded',
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

export const objectNotFound = (key: string) => new StorageError('object_not_found', `No object ${key}`, 404);
export const uploadNotFound = (uploadId: string) => new StorageError('upload_not_found', `No upload ${uploadId}`, 404);
export const invalidKey = (key: string) => new StorageError('invalid_key', `Invalid object key ${JSON.stringify(key)}`, 400);
export const invalidPart = (message: string) => new StorageError('invalid_part', message, 400);
export const incompleteBody = (expected: number, received: number) =>
  new StorageError('incomplete_body', `Expected ${expected} bytes, received ${received}`, 400);

/** A body past the byte cap its signed address carries: reading stopped there and nothing was stored. */
export const tooLarge = (maxBytes: number) =>
  new StorageError('too_large', `This address takes at most ${maxBytes} bytes; the body was longer and nothing was stored`, 413);
/** A write address used again after its upload was completed or confirmed: each takes one upload only. */
export const alreadyUploaded = () =>
  new StorageError('already_uploaded', 'This upload is complete: its address takes no more bytes; ask for a new one', 409);

export function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

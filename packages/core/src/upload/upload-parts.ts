import { UPLOAD_PART_SIZE_BYTES } from '../util/constants.js';

/** One part of a multipart upload: bytes [start, end) of the file, numbered from 1 as S3 numbers them. */
export interface UploadPart {
  partNumber: number;
  start: number;
  end: number;
}

function checkSize(size: number, partSize: number): void {
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`file size must be a whole number of bytes, got ${size}`);
  if (!Number.isSafeInteger(partSize) || partSize <= 0) throw new RangeError(`part size must be a positive whole number, got ${partSize}`);
}

/**
 * Number of parts for a file: size / 50 MB, rounded up. An empty file still takes one (empty) part, because a
 * multipart upload cannot be completed with none.
 */
export function uploadPartCount(size: number, partSize: number = UPLOAD_PART_SIZE_BYTES): number {
  checkSize(size, partSize);
  return Math.max(1, Math.ceil(size / partSize));
}

/** The byte ranges of a file's parts: in order, each `partSize` long except the last, covering [0, size) exactly once. */
export function planUploadParts(size: number, partSize: number = UPLOAD_PART_SIZE_BYTES): UploadPart[] {
  const count = uploadPartCount(size, partSize);
  return Array.from({ length: count }, (_, index) => ({
    partNumber: index + 1,
    start: index * partSize,
    end: Math.min(size, (index + 1) * partSize),
  }));
}

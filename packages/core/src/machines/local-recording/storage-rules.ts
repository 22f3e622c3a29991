import type { StorageEstimate } from '../../ports/storage-quota.port.js';
import { STORAGE_NEARLY_FULL_FRACTION, STORAGE_NEARLY_FULL_FREE_BYTES } from '../../util/constants.js';

/**
 * Whether the device's storage is nearly full: over 90% used, or under 100 MB free, so the person is warned with
 * room left for several minutes of video before a slice can no longer be stored.
 */
export function isStorageNearlyFull(estimate: StorageEstimate | undefined): boolean {
  if (!estimate || estimate.quota <= 0) return false;
  const free = estimate.quota - estimate.usage;
  return estimate.usage / estimate.quota >= STORAGE_NEARLY_FULL_FRACTION || free < STORAGE_NEARLY_FULL_FREE_BYTES;
}

/** How much of the device's storage this site uses and may use, in bytes. */
export interface StorageEstimate {
  usage: number;
  quota: number;
}

/** The browser's storage estimate; undefined when the browser gives none. */
export const StorageQuota = Symbol('StorageQuota');
export interface StorageQuota {
  estimate(): Promise<StorageEstimate | undefined>;
}

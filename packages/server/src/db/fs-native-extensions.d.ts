// The package ships no types; this is the one call the single-owner lock uses.
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file, or false when another open file description holds one. */
  export function tryLock(fd: number, offset?: number, length?: number, options?: { shared?: boolean }): boolean;
}

import { galleryClipChanged, galleryClipDeleted } from '../messages/catalogue.js';

/** What a gallery remembers of a clip when it is refreshed, to tell later when the clip changed. */
export interface SyncedClip {
  title: string;
  start: number;
  end: number;
  /** ISO time of the clip's last change. */
  updatedAt: string;
}

function sameClip(a: SyncedClip, b: SyncedClip): boolean {
  return a.title === b.title && a.start === b.start && a.end === b.end && a.updatedAt === b.updatedAt;
}

/**
 * Why a gallery's page no longer matches its clips, one line per clip deleted or changed since the gallery was last
 * refreshed, in the gallery's order; empty when it is in sync.
 */
export function galleryOutOfSyncMessages(
  clipIds: readonly string[],
  synced: Readonly<Record<string, SyncedClip>>,
  current: ReadonlyMap<string, SyncedClip>,
): string[] {
  return clipIds.flatMap((id) => {
    const then = synced[id];
    const now = current.get(id);
    if (!now) return [galleryClipDeleted(then?.title ?? id)];
    return then && sameClip(then, now) ? [] : [galleryClipChanged(now.title)];
  });
}

/** The part of a clip a gallery plays: its own trim kept inside the clip's range, else the whole clip. */
export function galleryPlayRange(
  clip: { start: number; end: number },
  trim: { start?: number; end?: number },
): { start: number; end: number } {
  const start = Math.max(clip.start, trim.start ?? clip.start);
  const end = Math.min(clip.end, trim.end ?? clip.end);
  return start < end ? { start, end } : { start: clip.start, end: clip.end };
}

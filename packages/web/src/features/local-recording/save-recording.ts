import type { LocalRecordingStore } from '@storykeep/core';

/** The file name a kept recording is saved under: its interview, its stream and the type it was recorded in. */
export function savedRecordingName(stream: { storyId: string; streamId: string; mimeType?: string | undefined }): string {
  const extension = stream.mimeType?.startsWith('video/') ? 'webm' : stream.mimeType?.includes('ogg') ? 'ogg' : 'webm';
  return `recording-${stream.storyId}-${stream.streamId}.${extension}`;
}

/**
 * Hands the browser the recording as this device holds it, every part's slices in order, as one file to save: the
 * Blob refers to the stored slices without the page joining them into one buffer. Answers false when the device no
 * longer holds it.
 */
export async function saveRecordingToDisk(store: LocalRecordingStore, streamId: string): Promise<boolean> {
  const stream = await store.getStream(streamId);
  if (!stream) return false;
  const slices: ArrayBuffer[] = [];
  for (const partId of stream.partIds) slices.push(...((await store.getPartSlices(partId)) ?? []));
  const file = new Blob(slices, { type: stream.mimeType ?? 'audio/webm' });
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = savedRecordingName(stream);
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has started the download: the browser holds its own reference by then.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return true;
}

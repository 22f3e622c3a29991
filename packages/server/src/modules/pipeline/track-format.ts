import type { MediaInfo } from '@storykeep/core';
import type { PipelineDeps } from './pipeline-deps.js';

/** What the archive keeps of a track's format: container, and its first audio stream's codec, rate and channels. */
export function trackFormatOf(info: MediaInfo) {
  const audio = info.streams.find((s) => s.kind === 'audio');
  return {
    format_name: info.formatName || null,
    audio_codec: audio?.codec || null,
    sample_rate: audio?.sampleRate ?? null,
    channels: audio?.channels ?? null,
  };
}

/**
 * Reads and stores the format of each completed track not read yet. A track no tool can read keeps no format, and
 * the mix goes on: its failure is the mix's to report.
 */
export async function recordTrackFormats(
  deps: Pick<PipelineDeps, 'db' | 'media'>,
  tracks: readonly { object_key: string; format_name: string | null }[],
  pathOf: (key: string) => Promise<string>,
  signal?: AbortSignal,
): Promise<void> {
  for (const track of tracks) {
    if (track.format_name !== null) continue;
    const info = await deps.media.probe(await pathOf(track.object_key), signal).catch(() => null);
    if (!info) continue;
    await deps.db.updateTable('media_uploads').set(trackFormatOf(info)).where('object_key', '=', track.object_key).execute();
  }
}

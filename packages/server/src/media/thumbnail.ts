import { ffmpeg } from './media-tools.js';
import { probe } from './probe.js';

export interface ThumbnailOptions {
  /** Seconds into the media; defaults to a tenth of the way in, past black lead-in frames. */
  at?: number;
  width?: number;
  signal?: AbortSignal;
}

/** A JPEG still of a video, or a picture of the waveform for audio. */
export async function thumbnail(input: string, output: string, options: ThumbnailOptions = {}): Promise<void> {
  const width = options.width ?? 640;
  const info = await probe(input, options.signal);
  if (info.mediaType === 'audio') {
    const height = Math.round((width * 9) / 16 / 2) * 2;
    const picture = `showwavespic=s=${width}x${height}:split_channels=0:colors=0x6264a7,format=yuvj420p`;
    await ffmpeg(['-i', input, '-filter_complex', picture, '-frames:v', '1', '-q:v', '3', '-f', 'image2', output], {
      signal: options.signal,
    });
    return;
  }
  const at = Math.max(0, Math.min(options.at ?? info.duration / 10, Math.max(0, info.duration - 0.1)));
  const args = ['-ss', at.toFixed(3), '-i', input, '-frames:v', '1', '-vf', `scale=${width}:-2`, '-q:v', '3', '-f', 'image2', output];
  await ffmpeg(args, { signal: options.signal });
}

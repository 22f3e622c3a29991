/** The part of the platform's AbortSignal that ports need (core has no DOM or Node types). */
export interface AbortSignalLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** One stream inside a media file. */
export interface MediaStreamInfo {
  index: number;
  kind: 'audio' | 'video' | 'other';
  codec: string;
  width?: number;
  height?: number;
  sampleRate?: number;
  channels?: number;
}

/** What probing a media file finds. */
export interface MediaInfo {
  /** Seconds. */
  duration: number;
  mediaType: 'audio' | 'video';
  formatName: string;
  streams: MediaStreamInfo[];
}

/** A participant's own recording, placed on the call's time line by when it started on their device. */
export interface LocalTrack {
  path: string;
  /** Milliseconds since the epoch on the participant's clock. */
  recordingStart: number;
  /** Milliseconds to add to the participant's clock to reach the server's. */
  localTimeOffset: number;
  /** Whether the track's picture enters the mix (its sound always does); true unless the host left it out. */
  video?: boolean;
}

/** A video recording layout that came into force at `at` (milliseconds since the epoch, on the server's clock). */
export interface TimedLayout {
  layout: 'grid' | 'speaker' | 'side_by_side';
  at: number;
}

export interface ClipRange {
  start: number;
  end: number;
}

/** A range of one source file, one piece of a joined file. */
export interface JoinSegment extends ClipRange {
  input: string;
}

/** Media work done by ffmpeg: probing, web renditions, thumbnails, waveforms, clips and mixing tracks. */
export const MediaProcessor = Symbol('MediaProcessor');
export interface MediaProcessor {
  probe(input: string, signal?: AbortSignalLike): Promise<MediaInfo>;
  /** H.264/AAC MP4 for video, AAC M4A for audio; the moov atom first so playback starts before the download ends. */
  webRendition(input: string, output: string, signal?: AbortSignalLike): Promise<MediaInfo>;
  audioRendition(input: string, output: string, signal?: AbortSignalLike): Promise<void>;
  thumbnail(input: string, output: string, options?: { at?: number; width?: number; signal?: AbortSignalLike }): Promise<void>;
  /** Peak amplitudes in [0, 1], `count` of them across the whole audio. */
  waveform(input: string, options?: { count?: number; signal?: AbortSignalLike }): Promise<number[]>;
  /** 16 kHz mono 16-bit PCM WAV, the input speech recognisers expect. */
  speechWav(input: string, output: string, signal?: AbortSignalLike): Promise<void>;
  clip(
    input: string,
    output: string,
    range: ClipRange,
    options?: { audioOnly?: boolean; padding?: number; signal?: AbortSignalLike },
  ): Promise<void>;
  /**
   * Mixes participants' tracks into one recording: voices mixed, pictures laid out as `layouts` say at each moment
   * (a grid before the first), the first track with a picture being the large one of the speaker layout.
   */
  mixTracks(tracks: LocalTrack[], output: string, signal?: AbortSignalLike, layouts?: TimedLayout[]): Promise<MediaInfo>;
  /**
   * Cuts each segment and plays them one after another in one file, re-encoded to one format: H.264/AAC MP4 when
   * every source has video, else AAC M4A. `onProgress` hears how much of the output is written (0 to 1) as it goes.
   */
  join(segments: JoinSegment[], output: string, signal?: AbortSignalLike, onProgress?: (fraction: number) => void): Promise<MediaInfo>;
}

import type { LocalRecordingType } from '../../model/local-recording.schema.js';
import type { LocalRecordingStream, LocalRecordingUpdateTime } from '../../model/local-recording-stream.schema.js';
import type { Clock } from '../../ports/clock.port.js';
import type { LocalRecordingStore } from '../../ports/local-recording-store.port.js';
import { LOCAL_PART_SIZE_LIMIT_BYTES } from '../../util/constants.js';

/** Who and what a new local recording stream belongs to. */
export interface LocalStreamStart {
  streamId: string;
  storyId: string;
  sessionId: string;
  userId: string | null;
  type: LocalRecordingType;
  mimeType: string;
  localTimeOffset: number;
  /** Kept on the stream for its upload: who speaks on it, and a call guest's join token. */
  participantName?: string | undefined;
  guestToken?: string | undefined;
  /** Recorded with streaming off: uploaded as one file once stopped. */
  singleFile?: boolean | undefined;
}

/**
 * Writes a recording into the LocalRecordingStore as its slices come: every slice is stored before the next one is
 * taken, so a closed tab loses at most the slice being written. Each slice is its own record beside the part's
 * metadata, written with the stream's update time in a single store write, so a write costs the same at the end of a
 * part as at its start and no part is held in memory; a part that
 * would pass 30 MiB is closed and a new one begun (`onPartClosed` hears of it). Empty slices are dropped.
 */
export class LocalRecordingWriter {
  private stream: LocalRecordingStream | null = null;
  private partSlices = 0;
  private partBytes = 0;
  private queue: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  constructor(
    private readonly store: LocalRecordingStore,
    private readonly clock: Clock,
    private readonly newId: () => string,
    private readonly partLimit = LOCAL_PART_SIZE_LIMIT_BYTES,
    private readonly onPartClosed: (streamId: string, partId: string) => void = () => undefined,
  ) {}

  /** Stores the stream before any byte is recorded, so a crash leaves a stream the sync finds. */
  begin(start: LocalStreamStart): Promise<void> {
    this.queue = this.queue.then(async () => {
      const now = new Date(this.clock.now()).toISOString();
      this.stream = {
        id: start.streamId,
        streamId: start.streamId,
        storyId: start.storyId,
        sessionId: start.sessionId,
        uploadId: null,
        uploadKey: null,
        uploadToken: null,
        recordingStartTime: now,
        recordingStopTime: null,
        localTimeOffset: start.localTimeOffset,
        userId: start.userId,
        type: start.type,
        mimeType: start.mimeType,
        partIds: [],
        ...(start.participantName ? { participantName: start.participantName } : {}),
        ...(start.guestToken ? { guestToken: start.guestToken } : {}),
        ...(start.singleFile ? { singleFile: true } : {}),
      };
      await this.store.putStream(this.stream);
      await this.touch();
    });
    return this.queue;
  }

  /** Queues one slice; the returned promise settles once it is stored (rejects if storing failed). */
  append(bytes: ArrayBuffer): Promise<void> {
    if (bytes.byteLength === 0) return this.queue;
    this.queue = this.queue.then(() => this.write(bytes));
    return this.queue;
  }

  /** Waits for every queued slice, then stores the stop time. */
  async finish(): Promise<LocalRecordingStream> {
    await this.queue;
    const stream = this.current();
    stream.recordingStopTime = new Date(this.clock.now()).toISOString();
    await this.store.putStream(stream);
    await this.touch();
    return { ...stream, partIds: [...stream.partIds] };
  }

  /** The first storage failure, if any slice could not be stored. */
  get error(): unknown {
    return this.failure;
  }

  private async write(bytes: ArrayBuffer): Promise<void> {
    const stream = this.current();
    try {
      const opening = stream.partIds.length === 0 || (this.partBytes > 0 && this.partBytes + bytes.byteLength > this.partLimit);
      const closed = opening ? stream.partIds.at(-1) : undefined;
      const partId = opening ? this.newId() : (stream.partIds.at(-1) as string);
      const partBytes = (opening ? 0 : this.partBytes) + bytes.byteLength;
      const index = opening ? 0 : this.partSlices;
      // One transaction per slice: the slice, its part's size, the stream's update time and, for a new part, the
      // stream naming it. Nothing is counted as written until it commits, so a failed write leaves no trace.
      const named = opening ? { ...stream, partIds: [...stream.partIds, partId] } : undefined;
      await this.store.appendSlice(
        { partId, streamId: stream.streamId, byteLength: partBytes, uploaded: false },
        { partId, index, arrayBuffer: bytes },
        { updateTime: this.updateTime(), ...(named ? { stream: named } : {}) },
      );
      if (opening) stream.partIds.push(partId);
      this.partBytes = partBytes;
      this.partSlices = index + 1;
      // Only once the next part holds a slice: the closed part is then complete and named by the stored stream.
      if (closed) this.onPartClosed(stream.streamId, closed);
    } catch (error) {
      this.failure ??= error;
      throw error;
    }
  }

  private updateTime(): LocalRecordingUpdateTime {
    return { streamId: this.current().streamId, updateTime: new Date(this.clock.now()).toISOString() };
  }

  private touch(): Promise<void> {
    return this.store.setUpdateTime(this.updateTime());
  }

  private current(): LocalRecordingStream {
    if (!this.stream) throw new Error('The recording has not begun');
    return this.stream;
  }
}

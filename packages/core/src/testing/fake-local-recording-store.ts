import type {
  LocalRecordingPartData,
  LocalRecordingPartMeta,
  LocalRecordingSlice,
  LocalRecordingStream,
  LocalRecordingUpdateTime,
} from '../model/local-recording-stream.schema.js';
import type { LocalRecordingStore, SliceCompanions } from '../ports/local-recording-store.port.js';

/** In-memory LocalRecordingStore; records are copied in and out, as IndexedDB copies them. */
export class FakeLocalRecordingStore implements LocalRecordingStore {
  private readonly streams = new Map<string, LocalRecordingStream>();
  private readonly partMeta = new Map<string, LocalRecordingPartMeta>();
  /** Each part's slices by index. */
  private readonly slices = new Map<string, Map<number, ArrayBuffer>>();
  private readonly updateTimes = new Map<string, LocalRecordingUpdateTime>();
  /** Writes made (each a transaction in IndexedDB), for tests that count the store's work per slice. */
  writes = 0;

  async putStream(stream: LocalRecordingStream): Promise<void> {
    this.writes += 1;
    this.streams.set(stream.streamId, copyStream(stream));
  }
  async getStream(streamId: string): Promise<LocalRecordingStream | undefined> {
    const stream = this.streams.get(streamId);
    return stream && copyStream(stream);
  }
  async listStreams(): Promise<LocalRecordingStream[]> {
    return [...this.streams.values()].map(copyStream);
  }
  async deleteStream(streamId: string): Promise<void> {
    this.writes += 1;
    this.streams.delete(streamId);
    this.updateTimes.delete(streamId);
    for (const meta of [...this.partMeta.values()]) {
      if (meta.streamId !== streamId) continue;
      this.partMeta.delete(meta.partId);
      this.slices.delete(meta.partId);
    }
  }
  async putPart(meta: LocalRecordingPartMeta, data: LocalRecordingPartData): Promise<void> {
    this.writes += 1;
    this.partMeta.set(meta.partId, { ...meta });
    this.slices.set(data.partId, new Map([[0, data.arrayBuffer.slice(0)]]));
  }
  async appendSlice(meta: LocalRecordingPartMeta, slice: LocalRecordingSlice, with_?: SliceCompanions): Promise<void> {
    this.writes += 1;
    if (with_?.stream) this.streams.set(with_.stream.streamId, copyStream(with_.stream));
    if (with_?.updateTime) this.updateTimes.set(with_.updateTime.streamId, { ...with_.updateTime });
    this.partMeta.set(meta.partId, { ...meta });
    const slices = this.slices.get(slice.partId) ?? new Map<number, ArrayBuffer>();
    slices.set(slice.index, slice.arrayBuffer.slice(0));
    this.slices.set(slice.partId, slices);
  }
  async getPartMeta(partId: string): Promise<LocalRecordingPartMeta | undefined> {
    const meta = this.partMeta.get(partId);
    return meta && { ...meta };
  }
  async getPartSlices(partId: string): Promise<ArrayBuffer[] | undefined> {
    const slices = this.slices.get(partId);
    if (!slices || slices.size === 0) return undefined;
    return [...slices.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes.slice(0));
  }
  async listPartMeta(streamId: string): Promise<LocalRecordingPartMeta[]> {
    return [...this.partMeta.values()].filter((m) => m.streamId === streamId).map((m) => ({ ...m }));
  }
  async markPartUploaded(partId: string, sha256?: string): Promise<void> {
    this.writes += 1;
    const meta = this.partMeta.get(partId);
    if (meta) this.partMeta.set(partId, { ...meta, uploaded: true, ...(sha256 ? { sha256 } : {}) });
  }
  async resetUpload(streamId: string): Promise<void> {
    this.writes += 1;
    const stream = this.streams.get(streamId);
    if (stream) this.streams.set(streamId, { ...stream, uploadId: null, uploadKey: null, uploadToken: null });
    for (const [partId, meta] of this.partMeta) {
      if (meta.streamId === streamId) this.partMeta.set(partId, { partId, streamId, byteLength: meta.byteLength, uploaded: false });
    }
  }
  async setUpdateTime(entry: LocalRecordingUpdateTime): Promise<void> {
    this.writes += 1;
    this.updateTimes.set(entry.streamId, { ...entry });
  }
  async getUpdateTime(streamId: string): Promise<LocalRecordingUpdateTime | undefined> {
    const entry = this.updateTimes.get(streamId);
    return entry && { ...entry };
  }
}

function copyStream(stream: LocalRecordingStream): LocalRecordingStream {
  return { ...stream, partIds: [...stream.partIds] };
}

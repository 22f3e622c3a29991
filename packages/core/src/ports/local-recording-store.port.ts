import type {
  LocalRecordingPartData,
  LocalRecordingPartMeta,
  LocalRecordingSlice,
  LocalRecordingStream,
  LocalRecordingUpdateTime,
} from '../model/local-recording-stream.schema.js';

/** What a slice's write stores beside the slice, in one transaction: one write per slice, however the part goes. */
export interface SliceCompanions {
  updateTime?: LocalRecordingUpdateTime;
  stream?: LocalRecordingStream;
}

/**
 * Local recordings kept on the device until uploaded: streams, their parts' metadata and bytes (stored apart so
 * listing never loads media; the bytes as the slices the recorder gave), and when each stream last changed.
 */
export const LocalRecordingStore = Symbol('LocalRecordingStore');
export interface LocalRecordingStore {
  putStream(stream: LocalRecordingStream): Promise<void>;
  getStream(streamId: string): Promise<LocalRecordingStream | undefined>;
  listStreams(): Promise<LocalRecordingStream[]>;
  /** Removes the stream with all its parts and its update time (after upload, or when its story was deleted). */
  deleteStream(streamId: string): Promise<void>;
  /** Stores a whole part at once (its bytes as its only slice), with its metadata, replacing what it held. */
  putPart(meta: LocalRecordingPartMeta, data: LocalRecordingPartData): Promise<void>;
  /**
   * Adds one slice to a part and stores the part's new metadata (its byteLength the sum of its slices) in the same
   * transaction, so that a crash never leaves metadata that disagrees with the bytes. Never rewrites earlier slices.
   * `with` goes into that same transaction too: the stream's update time, and the stream when the slice opens a part
   * it now names. Settles once all of it is committed.
   */
  appendSlice(meta: LocalRecordingPartMeta, slice: LocalRecordingSlice, with_?: SliceCompanions): Promise<void>;
  getPartMeta(partId: string): Promise<LocalRecordingPartMeta | undefined>;
  /** A part's bytes as its slices in recording order (not joined, so no copy of the whole part is made); undefined when it has none. */
  getPartSlices(partId: string): Promise<ArrayBuffer[] | undefined>;
  /** The stream's parts' metadata, in no guaranteed order. */
  listPartMeta(streamId: string): Promise<LocalRecordingPartMeta[]>;
  /** Marks a part sent, keeping the SHA-256 the device computed of it as it was sent. */
  markPartUploaded(partId: string, sha256?: string): Promise<void>;
  /** Marks every part of the stream unsent and forgets its upload session: the next try sends it all again. */
  resetUpload(streamId: string): Promise<void>;
  setUpdateTime(entry: LocalRecordingUpdateTime): Promise<void>;
  getUpdateTime(streamId: string): Promise<LocalRecordingUpdateTime | undefined>;
}

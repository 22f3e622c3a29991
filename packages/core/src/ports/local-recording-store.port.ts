import type {
  LocalRecordingPartData,
  LocalRecordingPartMeta,
  LocalRecordingStream,
  LocalRecordingUpdateTime,
} from '../model/local-recording-stream.schema.js';

/**
 * Local recordings kept on the device until uploaded: streams, their parts' metadata and bytes (stored apart so
 * listing never loads media), and when each stream last changed.
 */
export const LocalRecordingStore = Symbol('LocalRecordingStore');
export interface LocalRecordingStore {
  putStream(stream: LocalRecordingStream): Promise<void>;
  getStream(streamId: string): Promise<LocalRecordingStream | undefined>;
  listStreams(): Promise<LocalRecordingStream[]>;
  /** Removes the stream with all its parts and its update time (after upload, or when its story was deleted). */
  deleteStream(streamId: string): Promise<void>;
  /** Stores a part's metadata and bytes together. */
  putPart(meta: LocalRecordingPartMeta, data: LocalRecordingPartData): Promise<void>;
  getPartMeta(partId: string): Promise<LocalRecordingPartMeta | undefined>;
  getPartData(partId: string): Promise<LocalRecordingPartData | undefined>;
  /** The stream's parts' metadata, in no guaranteed order. */
  listPartMeta(streamId: string): Promise<LocalRecordingPartMeta[]>;
  markPartUploaded(partId: string): Promise<void>;
  setUpdateTime(entry: LocalRecordingUpdateTime): Promise<void>;
  getUpdateTime(streamId: string): Promise<LocalRecordingUpdateTime | undefined>;
}

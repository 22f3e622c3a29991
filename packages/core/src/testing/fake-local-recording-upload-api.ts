import type { CompletedPart, FormUploadResult } from '../model/api/upload.api.schema.js';
import { type ApiFailure, apiFailure } from '../ports/api-failure.port.js';
import type {
  DevicePart,
  LocalRecordingUploadApi,
  RecordingUploadMetadata,
  StreamUploadSession,
  UploadAuth,
} from '../ports/local-recording-upload-api.port.js';
import { fakeSha256 } from './fake-content-digest.js';

/** A call the fake can be told to fail: which, how many times, and with what. */
export type FakeUploadCall = 'openStream' | 'nextPartUrl' | 'putPart' | 'completeStream' | 'uploadWhole';

/**
 * In-memory local-recording upload server: sessions, the bytes of each part by number, completed recordings with their
 * metadata. Calls can be made to fail a number of times; a story can be deleted (then every call answers 410
 * STORY_DELETED) or refused with any answer; parts can be corrupted on the way. Like the server, a completion naming
 * parts the server holds otherwise is refused with 409 PARTS_MISMATCH, and a completed one answers each part's size and
 * (fake) SHA-256; `answerParts` can make it answer otherwise, as a faulty server might.
 */
export class FakeLocalRecordingUploadApi implements LocalRecordingUploadApi {
  readonly log: string[] = [];
  readonly parts = new Map<string, Map<number, Uint8Array>>();
  readonly completed = new Map<string, { bytes: Uint8Array; metadata: RecordingUploadMetadata; storyId: string }>();
  readonly deletedStories = new Set<string>();
  /** Stories whose every call is refused with this answer (403 for lost access, 404 from a proxy, and so on). */
  readonly refusedStories = new Map<string, () => ApiFailure>();
  /** The next `n` part bodies have their first byte flipped on the way, as a faulty proxy might. */
  corruptNextParts = 0;
  /** Rewrites the completion's answer before it is given (a server whose account differs from what it holds). */
  answerParts: ((parts: CompletedPart[]) => CompletedPart[]) | null = null;
  /** Each part address asked for, with the size and hash the device declared. */
  readonly declared: DevicePart[] = [];
  /** The device's parts named by each completion. */
  readonly completions: DevicePart[][] = [];
  /** When false, the completion joins whatever it holds without checking the device's sizes and hashes. */
  checksParts = true;
  private readonly failures = new Map<FakeUploadCall, { left: number; error: () => ApiFailure | Error }>();
  private readonly patterns = new Map<FakeUploadCall, { index: number; fails: (index: number) => boolean }>();
  private sessions = 0;
  readonly tokens = new Map<string, string>();
  /** Each opened stream's speaker and the guest token it was opened with, by stream id. */
  readonly opened = new Map<string, { participantName: string | undefined; guestToken: string | undefined }>();

  /** The next `times` calls of `call` fail (with a 503 unless told otherwise). */
  failNext(call: FakeUploadCall, times: number, error: () => ApiFailure | Error = () => apiFailure(503, 'UNAVAILABLE')): void {
    this.failures.set(call, { left: times, error });
  }

  readonly stories: Array<{ id: string; projectId: string; title: string }> = [];

  async createStory(projectId: string, request: { title: string }): Promise<string> {
    const id = `story-${this.stories.length + 1}`;
    this.stories.push({ id, projectId, title: request.title });
    return id;
  }

  async openStream(
    storyId: string,
    request: { streamId: string; participantName?: string | undefined },
    auth?: UploadAuth,
  ): Promise<StreamUploadSession> {
    this.check('openStream', storyId);
    this.opened.set(request.streamId, { participantName: request.participantName, guestToken: auth?.guestToken });
    this.sessions += 1;
    const session = { key: `stories/${storyId}/${request.streamId}.webm`, uploadId: `u${this.sessions}`, token: `t${this.sessions}` };
    this.parts.set(session.uploadId, new Map());
    this.tokens.set(session.uploadId, session.token);
    this.log.push(`open:${request.streamId}:${session.uploadId}`);
    return session;
  }

  async nextPartUrl(storyId: string, session: StreamUploadSession, part: DevicePart): Promise<string> {
    const { partNumber } = part;
    this.check('nextPartUrl', storyId);
    this.declared.push({ ...part });
    if (!this.parts.has(session.uploadId)) throw apiFailure(404, 'NOT_FOUND', 'Upload');
    if (this.tokens.get(session.uploadId) !== session.token) throw apiFailure(401, 'UNAUTHORIZED');
    this.log.push(`next:${session.uploadId}:${partNumber}`);
    return `put://${session.uploadId}/${partNumber}`;
  }

  async putPart(url: string, slices: readonly ArrayBuffer[]): Promise<void> {
    this.check('putPart');
    const [uploadId, part] = url.replace('put://', '').split('/');
    const bytes = join(slices.map((s) => new Uint8Array(s)));
    if (this.corruptNextParts > 0 && bytes.byteLength > 0) {
      this.corruptNextParts -= 1;
      bytes[0] = (bytes[0] as number) ^ 0xff;
    }
    this.parts.get(uploadId as string)?.set(Number(part), bytes);
    this.log.push(`put:${uploadId}:${part}:${bytes.byteLength}`);
  }

  async completeStream(
    storyId: string,
    session: StreamUploadSession,
    metadata: RecordingUploadMetadata,
    device: readonly DevicePart[],
  ): Promise<CompletedPart[]> {
    this.check('completeStream', storyId);
    this.completions.push(device.map((d) => ({ ...d })));
    const parts = this.parts.get(session.uploadId);
    if (!parts) throw apiFailure(404, 'NOT_FOUND', 'Upload');
    const held = [...parts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([PartNumber, bytes]) => ({ PartNumber, Size: bytes.byteLength, SHA256: fakeSha256([bytes]) as string | null, bytes }));
    const wrong = device.filter((d) => {
      const part = held.find((h) => h.PartNumber === d.partNumber);
      return !part || part.Size !== d.size || part.SHA256 !== d.sha256;
    });
    if (this.checksParts && wrong.length > 0) {
      this.log.push(`complete:${session.uploadId}:409`);
      throw apiFailure(409, 'PARTS_MISMATCH', `The parts differ (part ${wrong.map((w) => w.partNumber).join(', ')})`, 'parts');
    }
    this.completed.set(metadata.streamId, { bytes: join(held.map((h) => h.bytes)), metadata, storyId });
    this.log.push(`complete:${session.uploadId}`);
    const answer = held.map(({ PartNumber, Size, SHA256 }) => ({ PartNumber, Size, SHA256 }));
    return this.answerParts ? this.answerParts(answer) : answer;
  }

  async uploadWhole(
    storyId: string,
    request: { id: string; metadata: RecordingUploadMetadata; parts: ArrayBuffer[]; size: number },
  ): Promise<FormUploadResult> {
    this.check('uploadWhole', storyId);
    const bytes = join(request.parts.map((p) => new Uint8Array(p)));
    if (this.corruptNextParts > 0 && bytes.byteLength > 0) {
      this.corruptNextParts -= 1;
      bytes[0] = (bytes[0] as number) ^ 0xff;
    }
    this.completed.set(request.metadata.streamId, { bytes, metadata: request.metadata, storyId });
    this.log.push(`whole:${request.metadata.streamId}`);
    return { key: `stories/${storyId}/${request.metadata.streamId}.webm`, size: bytes.byteLength, sha256: fakeSha256([bytes]) };
  }

  /** Every call of `call` whose 0-based index `fails` picks is answered with a 503. */
  failWhen(call: FakeUploadCall, fails: (index: number) => boolean): void {
    this.patterns.set(call, { index: 0, fails });
  }

  private check(call: FakeUploadCall, storyId?: string): void {
    const pattern = this.patterns.get(call);
    if (pattern) {
      const index = pattern.index;
      pattern.index += 1;
      if (pattern.fails(index)) {
        this.log.push(`${call}:failed`);
        throw apiFailure(503, 'UNAVAILABLE');
      }
    }
    if (storyId !== undefined && this.deletedStories.has(storyId)) {
      this.log.push(`${call}:410`);
      throw apiFailure(410, 'STORY_DELETED', 'UNITIALIZABLE_UPLOAD: Story likely deleted.');
    }
    const refusal = storyId === undefined ? undefined : this.refusedStories.get(storyId);
    if (refusal) {
      const error = refusal();
      this.log.push(`${call}:${error.status}`);
      throw error;
    }
    const failure = this.failures.get(call);
    if (failure && failure.left > 0) {
      failure.left -= 1;
      this.log.push(`${call}:failed`);
      throw failure.error();
    }
  }
}

function join(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

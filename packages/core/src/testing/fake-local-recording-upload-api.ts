import { type ApiFailure, apiFailure } from '../ports/api-failure.port.js';
import type {
  LocalRecordingUploadApi,
  RecordingUploadMetadata,
  StreamUploadSession,
  UploadAuth,
} from '../ports/local-recording-upload-api.port.js';

/** A call the fake can be told to fail: which, how many times, and with what. */
export type FakeUploadCall = 'openStream' | 'nextPartUrl' | 'putPart' | 'completeStream' | 'uploadWhole';

/**
 * In-memory local-recording upload server: sessions, the bytes of each part by number, completed recordings with their
 * metadata. Calls can be made to fail a number of times, and a story can be deleted (then every call answers 404).
 */
export class FakeLocalRecordingUploadApi implements LocalRecordingUploadApi {
  readonly log: string[] = [];
  readonly parts = new Map<string, Map<number, Uint8Array>>();
  readonly completed = new Map<string, { bytes: Uint8Array; metadata: RecordingUploadMetadata; storyId: string }>();
  readonly deletedStories = new Set<string>();
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

  async nextPartUrl(storyId: string, session: StreamUploadSession, partNumber: number): Promise<string> {
    this.check('nextPartUrl', storyId);
    if (!this.parts.has(session.uploadId)) throw apiFailure(404, 'NOT_FOUND', 'Upload');
    if (this.tokens.get(session.uploadId) !== session.token) throw apiFailure(401, 'UNAUTHORIZED');
    this.log.push(`next:${session.uploadId}:${partNumber}`);
    return `put://${session.uploadId}/${partNumber}`;
  }

  async putPart(url: string, slices: readonly ArrayBuffer[]): Promise<void> {
    this.check('putPart');
    const [uploadId, part] = url.replace('put://', '').split('/');
    const bytes = join(slices.map((s) => new Uint8Array(s)));
    this.parts.get(uploadId as string)?.set(Number(part), bytes);
    this.log.push(`put:${uploadId}:${part}:${bytes.byteLength}`);
  }

  async completeStream(storyId: string, session: StreamUploadSession, metadata: RecordingUploadMetadata): Promise<void> {
    this.check('completeStream', storyId);
    const parts = this.parts.get(session.uploadId);
    if (!parts) throw apiFailure(404, 'NOT_FOUND', 'Upload');
    const ordered = [...parts.entries()].sort(([a], [b]) => a - b).map(([, bytes]) => bytes);
    this.completed.set(metadata.streamId, { bytes: join(ordered), metadata, storyId });
    this.log.push(`complete:${session.uploadId}`);
  }

  async uploadWhole(storyId: string, request: { id: string; metadata: RecordingUploadMetadata; parts: ArrayBuffer[] }): Promise<void> {
    this.check('uploadWhole', storyId);
    this.completed.set(request.metadata.streamId, {
      bytes: join(request.parts.map((p) => new Uint8Array(p))),
      metadata: request.metadata,
      storyId,
    });
    this.log.push(`whole:${request.metadata.streamId}`);
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
      this.log.push(`${call}:404`);
      throw call === 'openStream'
        ? apiFailure(400, 'UNITIALIZABLE_UPLOAD', 'UNITIALIZABLE_UPLOAD: Story likely deleted.')
        : apiFailure(404, 'NOT_FOUND');
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

import type { Story } from '../model/story.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { AttachUploadRequest, PartUpload, PartUploadRequest, StartUploadRequest, UploadApi } from '../ports/upload-api.port.js';
import type { UploadSession } from '../upload/upload-session.types.js';
import type { FakeStoryApi } from './fake-story-api.js';

/** Runs after the caller has its handle, as a network answer would (core has no timers: a resolved promise). */
function later(work: () => void): void {
  void Promise.resolve().then(work);
}

/** What the fake server does with one part: take it, refuse it (HTTP 500), or hold it until `releaseHeld`. */
export type FakePartBehaviour = 'ok' | 'fail' | 'hold';

interface HeldPart {
  request: PartUploadRequest;
  storyId: string;
  partNumber: number;
  resolve(): void;
}

/**
 * In-memory UploadApi. Started uploads become stories in the given FakeStoryApi; a completed upload gives its story a
 * thumbnail, as the server's processing does. `behaviour` decides each part's fate; `log` records every call.
 */
export class FakeUploadApi implements UploadApi {
  readonly log: string[] = [];
  /** Part numbers received, by story id. */
  readonly received = new Map<string, Set<number>>();
  /** Where each started upload was sent, in order. */
  readonly targets: StartUploadRequest['target'][] = [];
  behaviour: (partNumber: number, storyId: string) => FakePartBehaviour = () => 'ok';
  failStart = false;
  private held: HeldPart[] = [];
  private started = 0;

  constructor(private readonly stories?: FakeStoryApi) {}

  async start({ file, target, partCount }: StartUploadRequest): Promise<UploadSession> {
    if (this.failStart) throw apiFailure(500, 'INTERNAL', 'start failed');
    this.started += 1;
    const storyId = `uploaded-${this.started}`;
    this.log.push(`start:${file.name}:${partCount}`);
    this.targets.push(target);
    this.received.set(storyId, new Set());
    const story: Story = {
      _id: storyId,
      title: file.name.replace(/\.[^.]+$/, ''),
      created_at: '2024-05-01T12:00:00.000Z',
      project_id: target.projectId,
      foldersId: target.folderIds,
    };
    this.stories?.stories.set(storyId, story);
    return {
      storyId,
      key: `stories/${storyId}/original`,
      uploadId: `upload-${storyId}`,
      partUrls: Array.from({ length: partCount }, (_, i) => `fake://upload/${storyId}/${i + 1}`),
    };
  }

  async attach({ storyId, file, partCount }: AttachUploadRequest): Promise<UploadSession> {
    if (this.failStart) throw apiFailure(500, 'INTERNAL', 'attach failed');
    this.log.push(`attach:${storyId}:${file.name}:${partCount}`);
    this.received.set(storyId, new Set());
    return {
      storyId,
      key: `stories/${storyId}/original`,
      uploadId: `upload-${storyId}`,
      partUrls: Array.from({ length: partCount }, (_, i) => `fake://upload/${storyId}/${i + 1}`),
    };
  }

  putPart(request: PartUploadRequest): PartUpload {
    const [storyId = '', part = '0'] = request.url.replace('fake://upload/', '').split('/');
    const partNumber = Number(part);
    const behaviour = this.behaviour(partNumber, storyId);
    this.log.push(`put:${storyId}:${partNumber}`);
    let settle: { resolve(): void; reject(error: unknown): void } = { resolve() {}, reject() {} };
    const done = new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const take = () => {
      request.onProgress(request.end - request.start);
      this.received.get(storyId)?.add(partNumber);
      settle.resolve();
    };
    if (behaviour === 'ok') later(take);
    else if (behaviour === 'fail') later(() => settle.reject(apiFailure(500, 'HTTP_ERROR', 'part refused')));
    else {
      later(() => request.onProgress(Math.floor((request.end - request.start) / 2)));
      this.held.push({ request, storyId, partNumber, resolve: take });
    }
    return {
      done,
      abort: () => {
        this.log.push(`abort:${storyId}:${partNumber}`);
        this.held = this.held.filter((h) => h.request !== request);
        settle.reject(new Error('aborted'));
      },
    };
  }

  /** Lets every held part through. */
  releaseHeld(): void {
    const held = this.held;
    this.held = [];
    for (const part of held) part.resolve();
  }

  /** How many parts wait on `releaseHeld`. */
  heldCount(): number {
    return this.held.length;
  }

  async uploadedParts(session: UploadSession): Promise<number[]> {
    this.log.push(`list:${session.storyId}`);
    return [...(this.received.get(session.storyId) ?? [])].sort((a, b) => a - b);
  }

  async complete(session: UploadSession): Promise<void> {
    this.log.push(`complete:${session.storyId}`);
    const story = this.stories?.stories.get(session.storyId);
    if (story) this.stories?.stories.set(session.storyId, { ...story, thumbnailURL: `/media/${session.storyId}/thumbnail.jpg` });
  }
}

import type { Paragraph, Transcript, TranscriptVersion } from '../model/transcript.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { TranscriptVersionApi } from '../ports/transcript-version-api.port.js';
import type { TranscriptionApi, TranscriptionRequest } from '../ports/transcription-api.port.js';
import type { FakeTranscriptApi } from './fake-transcript-api.js';

/**
 * In-memory versions over a FakeTranscriptApi's transcripts: keeping copies the story's current transcript under a
 * new file name; stories in `failing` answer 500.
 */
export class FakeTranscriptVersionApi implements TranscriptVersionApi {
  readonly kept = new Map<string, { version: TranscriptVersion; transcript: Transcript }[]>();
  readonly failing = new Set<string>();
  readonly calls: string[] = [];
  private clock = Date.parse('2024-04-01T09:00:00.000Z');

  constructor(private readonly transcripts: FakeTranscriptApi) {}

  async list(storyId: string): Promise<TranscriptVersion[]> {
    this.calls.push(`versions:${storyId}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'versions failed');
    return (this.kept.get(storyId) ?? []).map(({ version }) => ({ ...version })).reverse();
  }

  async read(storyId: string, fileName: string): Promise<Transcript> {
    this.calls.push(`version:${storyId}:${fileName}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'version failed');
    const found = (this.kept.get(storyId) ?? []).find(({ version }) => version.path.endsWith(`/${fileName}`));
    if (!found) throw apiFailure(404, 'NOT_FOUND', 'Transcript version not found');
    return copy(found.transcript);
  }

  async keepCurrent(storyId: string): Promise<TranscriptVersion | null> {
    this.calls.push(`keep:${storyId}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'keep failed');
    const current = this.transcripts.transcripts.get(storyId);
    if (!current) return null;
    return this.add(storyId, current);
  }

  async keepCopy(storyId: string, paragraphs: Paragraph[]): Promise<TranscriptVersion> {
    this.calls.push(`copy:${storyId}`);
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'keep failed');
    return this.add(storyId, { paragraphs });
  }

  /** Adds a version as if it had been kept earlier. */
  add(storyId: string, transcript: Transcript): TranscriptVersion {
    this.clock += 60_000;
    const created_at = new Date(this.clock).toISOString();
    const version = { path: `transcripts/${storyId}/versions/${created_at.replace(/[:.]/g, '-')}.json`, created_at };
    this.kept.set(storyId, [...(this.kept.get(storyId) ?? []), { version, transcript: copy(transcript) }]);
    return { ...version };
  }
}

/** Records each transcription request; stories in `failing` answer 500. */
export class FakeTranscriptionApi implements TranscriptionApi {
  readonly requests: { storyId: string; request: TranscriptionRequest }[] = [];
  readonly failing = new Set<string>();

  async request(storyId: string, request: TranscriptionRequest): Promise<boolean> {
    if (this.failing.has(storyId)) throw apiFailure(500, 'INTERNAL', 'transcribe failed');
    this.requests.push({ storyId, request: { ...request } });
    return true;
  }
}

function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

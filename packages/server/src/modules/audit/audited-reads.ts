import { createHash } from 'node:crypto';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { recordAudit } from './audit-log.js';
import { storiesWithRecordings } from './audited-listings.js';
import type { AuditedRoute } from './audited-route.js';

/**
 * The same person reading the same thing again within this window is one event: the story page asks for its story
 * (and so a fresh signed address of the recording) every 5 s while a transcription runs, and a page reload asks
 * again; one line per person, kind and target in 15 minutes still says who had the content and when.
 */
export const READ_AUDIT_WINDOW_MS = 15 * 60 * 1000;

/** Past this many remembered reads, the ones older than the window are forgotten (the map never grows unbounded). */
const REMEMBERED_READS = 10_000;

const signed = (field: string) => {
  const pattern = new RegExp(`"${field}":"`);
  return (answer: string) => pattern.test(answer);
};

/**
 * The points where the content of a recording, a transcript or a package leaves the server, each an audited read.
 * Lists and search answers that sign recording addresses are recorded once per answer (`recordListedRecordings`);
 * metadata is not (docs/product/security.md says which reads are).
 */
export const auditedReads: Record<string, AuditedRoute> = {
  // The player's address of the interview's recording, signed for this answer; a story not processed yet has none.
  'GET /api/stories/:id': { kind: 'recording.url', targetType: 'story', param: 'id', read: { carries: signed('archiveURL') } },
  'GET /api/stories/:id/previous-originals': {
    kind: 'original.url',
    targetType: 'story',
    param: 'id',
    read: { carries: signed('url') },
  },
  'POST /api/stories/:id/:clipId/generate_audio_download': {
    kind: 'clip.download',
    targetType: 'clip',
    param: 'clipId',
    also: ['id'],
    read: { carries: signed('audioArchiveURL') },
  },
  'GET /api/stories/:id/files/:fileId/download': {
    kind: 'file.download',
    targetType: 'story_file',
    param: 'fileId',
    also: ['id'],
    read: {},
  },
  // Every transcript export (WebVTT, SRT, text, OHMS, Word) is made in the browser from this answer.
  'GET /api/transcripts/:id': { kind: 'transcript.read', targetType: 'story', param: 'id', read: {} },
  'GET /api/transcripts/:id/version/file/:fileName': {
    kind: 'transcript.read',
    targetType: 'story',
    param: 'id',
    also: ['fileName'],
    read: {},
  },
  'POST /api/user/permanentExport/:id': { kind: 'package.build', targetType: 'story', param: 'id', read: {} },
  'GET /api/stories/:id/download-all-local-videos': { kind: 'local_recordings.build', targetType: 'story', param: 'id', read: {} },
};

const recentReads = new WeakMap<Pick<AppContext, 'now'>, Map<string, number>>();

/**
 * Whether this read is the first of its person, kind and target (and detail, such as a transcript version) within
 * the window; remembers it if so. Kept in the process: a second server records its own first read.
 */
export function firstReadInWindow(context: Pick<AppContext, 'now'>, key: string): boolean {
  let seen = recentReads.get(context);
  if (!seen) {
    seen = new Map();
    recentReads.set(context, seen);
  }
  const now = context.now().getTime();
  const last = seen.get(key);
  if (last !== undefined && now - last < READ_AUDIT_WINDOW_MS) return false;
  if (seen.size >= REMEMBERED_READS) for (const [old, at] of seen) if (now - at >= READ_AUDIT_WINDOW_MS) seen.delete(old);
  seen.set(key, now);
  return true;
}

/**
 * The task service handing someone the signed address of a finished archival package or local-recordings download:
 * the moment the package can leave the server. Once per person and package within the window (a watcher is sent the
 * finished task again on each reconnection).
 */
export async function recordPackageDownload(
  context: Pick<AppContext, 'db' | 'now' | 'log'>,
  actor: Actor | undefined,
  address: string | undefined,
  job: { id: string; storyId: string | null; type: string },
): Promise<void> {
  const reader = actor ? `${actor.userId}|${actor.impersonatorId ?? ''}` : (address ?? '');
  if (!firstReadInWindow(context, ['package.download', reader, job.id].join('|'))) return;
  await recordAudit(context, {
    kind: 'package.download',
    outcome: 'success',
    actor: actor ? { userId: actor.userId, email: actor.email, impersonatorId: actor.impersonatorId } : undefined,
    target: job.storyId ? { type: 'story', id: job.storyId } : undefined,
    address: address ?? null,
    details: { task: job.id, job: job.type },
  });
}

/**
 * A list or search answer carrying signed recording addresses (`audited-listings.ts`): one event per answer, naming
 * the list and the stories whose addresses it gave, written before the answer leaves. The same answer again within
 * the window (a reload, the list asked again) is not a new event; a page with other stories is.
 */
export async function recordListedRecordings(
  context: Pick<AppContext, 'db' | 'now' | 'log'>,
  actor: Actor | undefined,
  address: string,
  list: { type: string; id: string },
  answer: unknown,
): Promise<void> {
  const stories = storiesWithRecordings(answer);
  if (stories.length === 0) return;
  const reader = actor ? `${actor.userId}|${actor.impersonatorId ?? ''}` : address;
  const which = createHash('sha256').update(stories.join(',')).digest('base64url');
  if (!firstReadInWindow(context, ['recordings.listed', reader, list.type, list.id, which].join('|'))) return;
  await recordAudit(context, {
    kind: 'recordings.listed',
    outcome: 'success',
    actor: actor ? { userId: actor.userId, email: actor.email, impersonatorId: actor.impersonatorId } : undefined,
    target: { type: list.type, id: list.id },
    address,
    details: { count: stories.length, stories: stories.join(',') },
  });
}

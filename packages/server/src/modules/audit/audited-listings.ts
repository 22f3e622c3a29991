import type { FastifyRequest } from 'fastify';

/** Which list an answer is: the target of its `recordings.listed` event (a project, a folder, a search). */
export interface AuditedListing {
  targetType: string;
  /** The list's id from the request (a path parameter, a query or body field), or a fixed name for the caller's own list. */
  target: (request: FastifyRequest) => string;
}

const param = (name: string) => (request: FastifyRequest) => (request.params as Record<string, string | undefined>)[name] ?? '';
const field = (from: 'query' | 'body', name: string, otherwise: string) => (request: FastifyRequest) => {
  const value = (request[from] as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value ? value : otherwise;
};
const fixed = (name: string) => () => name;

/**
 * The answers that list stories with each one's recording address signed for the answer (the interviews list's bulk
 * download plays and saves from them). Each answer that carries at least one is one `recordings.listed` event.
 */
export const auditedListings: Record<string, AuditedListing> = {
  'GET /api/projects/:id/stories': { targetType: 'project', target: param('id') },
  'GET /api/folders/:id/stories': { targetType: 'folder', target: param('id') },
  'GET /api/stories/': { targetType: 'story_list', target: fixed('mine') },
  'GET /api/stories/all': { targetType: 'project', target: field('query', 'projectId', 'all') },
  'GET /api/stories/recent': { targetType: 'story_list', target: fixed('recent') },
  'POST /api/stories/status_bulk_upload': { targetType: 'story_list', target: fixed('bulk_upload') },
  'POST /api/weaviate/search/enriched': { targetType: 'search', target: field('body', 'project_id', 'all') },
};

// A story as the lists answer it (`_id`, `archiveURL`) and a search hit (`storyId`, `mediaURL`).
const RECORDING_FIELDS = [
  ['_id', 'archiveURL'],
  ['storyId', 'mediaURL'],
] as const;
const ANY_RECORDING = /"(archiveURL|mediaURL)":"/;

function collect(value: unknown, into: Set<string>, depth: number): void {
  if (depth > 6 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into, depth + 1);
    return;
  }
  const object = value as Record<string, unknown>;
  for (const [id, address] of RECORDING_FIELDS) {
    if (typeof object[id] === 'string' && typeof object[address] === 'string' && object[address]) into.add(object[id] as string);
  }
  for (const child of Object.values(object)) if (child !== null && typeof child === 'object') collect(child, into, depth + 1);
}

/**
 * The stories whose recording address an answer carries, in a stable order. An answer with none (no story processed
 * yet, or an empty page) is not read at all past one pattern test.
 */
export function storiesWithRecordings(answer: unknown): string[] {
  if (typeof answer !== 'string' || !ANY_RECORDING.test(answer)) return [];
  const ids = new Set<string>();
  try {
    collect(JSON.parse(answer), ids, 0);
  } catch {
    return [];
  }
  return [...ids].sort();
}

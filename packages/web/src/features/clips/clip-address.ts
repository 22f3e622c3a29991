import type { ClipLibraryFilter } from './use-clip-library.js';

// The address keeps the library's search and filters beside its page, so a reload, the back button or a shared link
// shows the same clips. Only what is set is written.
const KEYS = { search: 'q', project: 'project', tag: 'tag' } as const;

/** The filter an address asks for; missing parts are empty (no narrowing). */
export function filterFromAddress(params: URLSearchParams): ClipLibraryFilter {
  return {
    search: params.get(KEYS.search)?.trim() ?? '',
    project: params.get(KEYS.project)?.trim() ?? '',
    tag: params.get(KEYS.tag)?.trim() ?? '',
  };
}

/** The address parameters for a filter, beside whatever else the address holds. */
export function addressWithFilter(params: URLSearchParams, filter: ClipLibraryFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, key] of Object.entries(KEYS)) {
    const value = filter[field as keyof typeof KEYS];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

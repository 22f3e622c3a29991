import type { InspectionEvent, Observer } from 'xstate';

/** What an actor's `inspect` option takes. */
export type InspectObserver = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

export type InspectorFactory = () => Promise<InspectObserver>;

// Only a development build holds this function, so a production bundle never contains the inspector's code.
const loadBrowserInspector: InspectorFactory | undefined = import.meta.env.DEV
  ? async () => {
      const { createBrowserInspector } = await import('@statelyai/inspect');
      return createBrowserInspector().inspect;
    }
  : undefined;

/** Whether this page asks for the XState inspector: only in development, and only with `?inspect` in the address. */
export function wantsInspector(dev: boolean, search: string): boolean {
  return dev && new URLSearchParams(search).has('inspect');
}

export interface InspectorRequest {
  dev: boolean;
  search: string;
  create: InspectorFactory | undefined;
}

let observer: InspectObserver | undefined;
let opening: Promise<void> | null = null;

/**
 * Opens the inspector once when the page asks for it, and returns the wait for it (null when not asked for): the root
 * actors are created after it, so they are inspected from their first event. A failure to open leaves the app as is.
 */
export function startInspector(
  { dev, search, create }: InspectorRequest = {
    dev: import.meta.env.DEV,
    search: window.location.search,
    create: loadBrowserInspector,
  },
): Promise<void> | null {
  if (opening) return opening;
  if (!create || !wantsInspector(dev, search)) return null;
  opening = create().then(
    (opened) => {
      observer = opened;
    },
    (error: unknown) => console.error('The XState inspector did not open', error),
  );
  return opening;
}

/** `{ inspect }` while the inspector is open, else nothing: spread into the options of every actor the app creates. */
export function inspectOption(): { inspect?: InspectObserver } {
  return observer ? { inspect: observer } : {};
}

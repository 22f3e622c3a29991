import type { AuditEventKind } from '@storykeep/core';

/** What a route's answer records: the kind of event, and which route parameter (or answer field) names its target. */
export interface AuditedRoute {
  kind: AuditEventKind;
  targetType: string;
  /** The path parameter that is the target's id; without it, the `_id` or `id` of the answer (something just made). */
  param?: string;
  /** Other path parameters worth keeping beside the target (the story a file or clip belongs to). */
  also?: string[];
  /**
   * A read of sensitive content (`audited-reads.ts`): kept only when it succeeded, once per person, kind and target
   * within a short window, and, with `carries`, only when the answer holds the content (a signed address).
   */
  read?: { carries?: (answer: string) => boolean };
}

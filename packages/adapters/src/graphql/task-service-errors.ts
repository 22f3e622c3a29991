/** The task service refused the operation or answered with errors. */
export class TaskServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TaskServiceError';
  }
}

interface GraphqlErrorLike {
  message?: string;
  extensions?: { code?: unknown };
}

/** The socket close code the server uses to refuse a connection (graphql-ws `CloseCode.Forbidden`). */
export const FORBIDDEN_CLOSE_CODE = 4403;

/** Whether GraphQL errors or a socket close mean "not allowed with this token". */
export function isForbidden(failure: unknown): boolean {
  if (Array.isArray(failure)) return failure.some((e: GraphqlErrorLike) => e?.extensions?.code === 'FORBIDDEN');
  return typeof failure === 'object' && failure !== null && (failure as { code?: unknown }).code === FORBIDDEN_CLOSE_CODE;
}

/** One error for whatever the operation failed with: GraphQL errors, a close event, or a thrown error. */
export function toTaskServiceError(failure: unknown): TaskServiceError {
  // Already decided, e.g. FORBIDDEN thrown while connecting when the refused token could not be renewed.
  if (failure instanceof TaskServiceError) return failure;
  if (Array.isArray(failure)) {
    const first = failure[0] as GraphqlErrorLike | undefined;
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : 'GRAPHQL_ERROR';
    return new TaskServiceError(code, failure.map((e: GraphqlErrorLike) => e?.message ?? 'error').join('; '));
  }
  if (failure instanceof Error) return new TaskServiceError('NETWORK_ERROR', failure.message);
  const close = failure as { code?: number; reason?: string } | null;
  if (typeof close?.code === 'number')
    return new TaskServiceError(`SOCKET_CLOSED_${close.code}`, close.reason || `socket closed (${close.code})`);
  return new TaskServiceError('NETWORK_ERROR', String(failure));
}

import type { CallErrorKind } from '../../model/call-state.schema.js';
import { VideoCallError } from '../../ports/video-call.port.js';
import { PUBLISHER_RETRY_BACKOFF_MS } from '../../util/constants.js';
import type { CallContext, JoinStep } from './call.types.js';

/** The error kind of a failed join step. */
export const STEP_ERROR_KIND: Record<JoinStep, CallErrorKind> = { connect: 'connect', initPublisher: 'init_publish', publish: 'publish' };

/** How long to wait before the next try, or undefined once every retry (0.5, 1, 2, then 4 s) is spent. */
export function retryDelay(attempt: number): number | undefined {
  return PUBLISHER_RETRY_BACKOFF_MS[attempt - 1];
}

/** Whether the refused token asks for a session password (needed) or refused the one given (failed). */
export function authProblem(error: unknown): 'needed' | 'failed' | null {
  return error instanceof VideoCallError ? error.auth : null;
}

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The context after a join step failed: one more attempt, its error recorded. */
export function failedStep(context: CallContext, step: JoinStep, error: unknown): Partial<CallContext> {
  return {
    attempt: context.attempt + 1,
    retryStep: step,
    authProblem: authProblem(error),
    lastError: { kind: STEP_ERROR_KIND[step], message: messageOf(error) },
  };
}

import type { AccessSubject } from '@storykeep/core';

/** The signed-in account behind a request. */
export interface Actor extends AccessSubject {
  userId: string;
  email: string;
  sessionId: string;
  /** Signed in, but the two-factor code is still due. */
  twoFactorPending: boolean;
  /** Signed in with a password made for the account: a new one is due before anything else answers. */
  passwordChangePending: boolean;
  /** The admin acting as this user, when impersonating. */
  impersonatorId: string | null;
}

/** An access token's actor and when the token stops being valid. */
export interface KeptActor {
  actor: Actor;
  expiresAt: number;
}

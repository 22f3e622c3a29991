import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A single sign-on attempt under way (migration 0660): the provider answers with `state`, used once. */
export interface SsoStatesTable {
  state: string;
  nonce: string;
  code_verifier: string;
  expires_at: Timestamp;
  /** SHA-256 of the cookie set in the browser that started the attempt (migration 0760); the callback must bring it. */
  browser_hash: string | null;
}

/** A finished sign-in waiting for the browser to exchange its code (kept hashed) for a session. */
export interface SsoLoginCodesTable {
  code_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SsoTables {
  sso_states: SsoStatesTable;
  sso_login_codes: SsoLoginCodesTable;
}

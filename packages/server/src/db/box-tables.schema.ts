import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * A person's Box tokens (migration 0560); the access token is renewed with the refresh token once it expires. Both are
 * sealed (AES-256-GCM, `sealed` true, migration 0680); a row from before that is plain until the server seals it.
 */
export interface BoxConnectionsTable {
  user_id: string;
  access_token: string;
  refresh_token: string;
  sealed: ColumnType<boolean, boolean | undefined, boolean>;
  expires_at: Timestamp;
  updated_at: Timestamp;
}

/** An authorization in progress: Box answers with `state`, which names the person and where they go back to. */
export interface BoxOAuthStatesTable {
  state: string;
  user_id: string;
  return_to: string;
  expires_at: Timestamp;
  /** SHA-256 of the cookie set in the browser that started the connection (migration 0760). */
  browser_hash: string | null;
}

export interface BoxTables {
  box_connections: BoxConnectionsTable;
  box_oauth_states: BoxOAuthStatesTable;
}

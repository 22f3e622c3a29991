import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A person's Box tokens (migration 0560); the access token is renewed with the refresh token once it expires. */
export interface BoxConnectionsTable {
  user_id: string;
  access_token: string;
  refresh_token: string;
  expires_at: Timestamp;
  updated_at: Timestamp;
}

/** An authorization in progress: Box answers with `state`, which names the person and where they go back to. */
export interface BoxOAuthStatesTable {
  state: string;
  user_id: string;
  return_to: string;
  expires_at: Timestamp;
}

export interface BoxTables {
  box_connections: BoxConnectionsTable;
  box_oauth_states: BoxOAuthStatesTable;
}

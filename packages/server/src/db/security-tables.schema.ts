import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column: read as unknown, for `readJsonColumn` (db/json-column.ts) to check against its schema. */
type Json = ColumnType<unknown, string | undefined, string>;

/** One fixed window of one rate limit (migration 0760): counted with a single upsert, so bursts cannot slip past. */
export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** Failed sign-ins under one key (an account or an address) and until when its next attempt must wait. */
export interface SignInDelaysTable {
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  blocked_until: Timestamp;
}

/** An address (kept as a hash) an account has signed in from: it is not held back by that account's delay. */
export interface SignInKnownAddressesTable {
  user_id: string;
  address_hash: string;
  last_seen_at: Timestamp;
}

/** A refresh token already swapped for a new pair: presenting it again ends its session. */
export interface SpentRefreshTokensTable {
  refresh_hash: string;
  session_id: string;
  expires_at: Timestamp;
}

export type AuditOutcome = 'success' | 'failure' | 'refused';

/** One security event (migration 0761): never a secret, only who, what, target, when, where from and the outcome. */
export interface AuditEventsTable {
  id: string;
  at: Timestamp;
  kind: string;
  outcome: AuditOutcome;
  actor_id: string | null;
  actor_email: string | null;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  address: string | null;
  details: Json;
}

/** One notice of a change of an account's sign-in details (migration 0910): taken, then marked sent. */
export interface AccountNoticesTable {
  notice_key: string;
  user_id: string;
  kind: string;
  reserved_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SecurityTables {
  account_notices: AccountNoticesTable;
  rate_limit_counters: RateLimitCountersTable;
  sign_in_delays: SignInDelaysTable;
  sign_in_known_addresses: SignInKnownAddressesTable;
  spent_refresh_tokens: SpentRefreshTokensTable;
  audit_events: AuditEventsTable;
}

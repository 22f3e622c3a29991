import type { ColumnType, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type Json<T> = ColumnType<T, string, string>;

/** What the conclude page saved about a story (migration 0005). */
export interface StoryConclusionsTable {
  story_id: string;
  notes: string;
  groups: Json<string[]>;
  emails: Json<string[]>;
  notify_group: boolean;
  terms_accepted: boolean;
  is_upload: boolean;
  media_key: string | null;
  media_type: string | null;
  file_name: string | null;
  export_to_permanent_org: boolean;
  concluded_by: string | null;
  concluded_at: ColumnType<Date, Date | string, Date | string>;
}

export interface ConcludeTables {
  story_conclusions: StoryConclusionsTable;
}

/** The app's database with the conclusion table. */
export const concludeDb = (db: Kysely<DB>) => db as unknown as Kysely<DB & ConcludeTables>;

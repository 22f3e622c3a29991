import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** An entity as extracted: one per organization, type and normalised name (migration 0460). */
export interface EntitiesTable {
  id: string;
  organization_id: string;
  type: 'person' | 'place' | 'organization' | 'date';
  /** The normalised name the extraction matches on. */
  key: string;
  /** The name as first extracted. */
  name: string;
  created_at: Timestamp;
}

/** One moment an entity is said in a story's transcript. */
export interface EntityMentionsTable {
  story_id: string;
  entity_id: string;
  word: number;
  word_count: number;
  start_time: number;
  end_time: number;
  text: string;
}

/** The archivist's corrections, kept apart from what extraction writes. */
export interface EntityOverridesTable {
  entity_id: string;
  name: Defaulted<string | null>;
  hidden: Defaulted<boolean>;
  merged_into: Defaulted<string | null>;
  updated_by: Defaulted<string | null>;
  updated_at: Timestamp;
}

export interface EntityTables {
  entities: EntitiesTable;
  entity_mentions: EntityMentionsTable;
  entity_overrides: EntityOverridesTable;
}

import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A JSON column: read as unknown, for `readJsonColumn` (db/json-column.ts) to check against its schema. */
type Json = ColumnType<unknown, string | undefined, string>;

/** A live-call room, bound to the story it records (migration 0310). */
export interface RoomsTable {
  id: string;
  room_key: string;
  story_id: string;
  project_id: string;
  folder_id: string | null;
  created_by: string | null;
  questions: Json;
  layout: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  /** The Vonage Video session of the room (migration 0320), made on first use when Vonage is configured. */
  vonage_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Vonage archive recording the call now, if any. */
  vonage_archive_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The code a telephone caller enters to join (migration 0880), made when dial-in is configured. */
  dial_in_code: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A change of the video recording layout during a call (migration 0880); the mix follows them in order. */
export interface StoryLayoutChangesTable {
  id: string;
  story_id: string;
  layout: 'grid' | 'speaker' | 'side_by_side';
  changed_at: Timestamp;
  changed_by: string | null;
}

/** A telephone call into a room (migration 0880): its tries at the code, then the participant it joined as. */
export interface RoomPhoneCallsTable {
  call_uuid: string;
  room_id: string | null;
  participant_id: string | null;
  caller: string | null;
  tries: ColumnType<number, number | undefined, number>;
  /**
   * The SIP leg joining the room's Vonage session to this caller's own Voice conversation (migration 0950): the leg's
   * Video connection id, `dialling:…` while it is being dialled, null before the caller is let in or after every dial
   * was refused.
   */
  vonage_leg: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** Someone who joined a room; guests hold a token (kept as its hash) valid for this room only. */
export interface RoomParticipantsTable {
  id: string;
  room_id: string;
  user_id: string | null;
  name: string;
  email: string | null;
  role: 'host' | 'guest';
  token_hash: string | null;
  expires_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One open signalling socket, on whichever instance holds it. */
export interface RoomPresenceTable {
  peer_id: string;
  room_id: string;
  participant_id: string;
  name: string;
  role: 'host' | 'guest';
  seen_at: Timestamp;
}

/** A recording made during a call: started, and stopped once it ends. */
export interface StoryRecordingsTable {
  id: string;
  story_id: string;
  started_at: Timestamp;
  stopped_at: NullableTimestamp;
  started_by: string | null;
}

/** Signals too large for a NOTIFY payload, read back by id on every instance. */
export interface RoomSignalsTable {
  id: Generated<string>;
  room_id: string;
  body: string;
  created_at: Timestamp;
}

/** A chat message of a call (migration 0320), kept so late joiners read what was said. */
export interface RoomChatMessagesTable {
  id: Generated<string>;
  room_id: string;
  participant_id: string | null;
  peer_id: string;
  name: string;
  text: string;
  created_at: Timestamp;
}

/** The tables of the rooms migrations: rooms, participants, presence, recordings and signals. */
export interface RoomTables {
  rooms: RoomsTable;
  room_participants: RoomParticipantsTable;
  room_presence: RoomPresenceTable;
  story_recordings: StoryRecordingsTable;
  room_signals: RoomSignalsTable;
  room_chat_messages: RoomChatMessagesTable;
  story_layout_changes: StoryLayoutChangesTable;
  room_phone_calls: RoomPhoneCallsTable;
}

import { OrganizationSettingsSchema } from '@storykeep/core';
import type { ColumnType, Generated } from 'kysely';
import { z } from 'zod';
import type { BoxTables } from './box-tables.schema.js';
import type { EntityTables } from './entity-tables.schema.js';
import type { GalleryTables } from './gallery-tables.schema.js';
import type { JobsDB } from './job-tables.schema.js';
import type { MediaTables } from './media-tables.schema.js';
import type { PublishingTables } from './publishing-tables.schema.js';
import type { RemixTables } from './remix-tables.schema.js';
import type { RoomTables } from './room-tables.schema.js';
import type { SecurityTables } from './security-tables.schema.js';
import type { SsoTables } from './sso-tables.schema.js';
import type { StoryTables } from './story-tables.schema.js';

/** A timestamp the database fills in; written as a Date or an ISO string, read as a Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A JSON column: read as unknown, for `readJsonColumn` (db/json-column.ts) to check against its schema. */
type Json = ColumnType<unknown, string | undefined, string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type UserRole = 'admin' | 'org_manager' | 'manager' | 'user' | 'guest';

const settingShape = OrganizationSettingsSchema.shape;

/**
 * `organizations.settings`: the settings an organization saved, each in core's shape; rows saved before a setting
 * existed lack it (readers fill in the default). A stored value core no longer accepts (a retired service's name) is
 * read as absent, so its default applies instead of the organization's pages and jobs failing. Keys core no longer
 * names are kept, as a save writes them back.
 */
export const StoredOrganizationSettingsSchema = z.looseObject({
  transcription_service: settingShape.transcription_service.optional().catch(undefined),
  filler_words: settingShape.filler_words.optional().catch(undefined),
  vocabulary: settingShape.vocabulary.optional().catch(undefined),
  auto_chaptering: settingShape.auto_chaptering.optional().catch(undefined),
  summary_prompt: settingShape.summary_prompt.catch(undefined),
  chaptering_prompt: settingShape.chaptering_prompt.catch(undefined),
  release_required_to_share: settingShape.release_required_to_share.catch(undefined),
});
export type StoredOrganizationSettings = z.infer<typeof StoredOrganizationSettingsSchema>;

export interface OrganizationsTable {
  id: string;
  code: string;
  name: string;
  logo_url: string | null;
  require_session_passwords: Defaulted<boolean>;
  force_two_factor: Defaulted<boolean>;
  settings: Json;
  created_at: Timestamp;
}

export interface UsersTable {
  id: string;
  email: string;
  full_name: string;
  password_hash: string | null;
  role: UserRole;
  newsletter: Defaulted<boolean>;
  visitor_id: string | null;
  totp_secret: string | null;
  totp_enabled: Defaulted<boolean>;
  totp_pending_secret: string | null;
  /** The RFC 6238 time step of the last accepted code: no code of that step or earlier is accepted again. */
  totp_last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  /** False from a self-service registration until its owner opens the e-mailed link. */
  email_verified: Defaulted<boolean>;
  /** Set on a password made for the account (first administrator, `storykeep admin create`): the next step is a new one. */
  must_change_password: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface OrganizationMembersTable {
  organization_id: string;
  user_id: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  two_factor_pending: Defaulted<boolean>;
  impersonator_id: string | null;
  created_at: Timestamp;
}

export interface OneTimeTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'password_reset' | 'magic_link' | 'email_verification';
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SignInFailuresTable {
  id: Generated<string>;
  key: string;
  created_at: Timestamp;
}

export interface VisitsTable {
  id: string;
  user_id: string | null;
  visitor_id: string;
  fingerprint_id: string | null;
  landing_page: string | null;
  user_agent: string | null;
  user_platform: string | null;
  network_down: number | null;
  network_rtt: number | null;
  network_effective_type: string | null;
  ga_client_id: string | null;
  ga_session_id: string | null;
  gclid: string | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: string;
  product: string;
  user_id: string | null;
  fields: Json;
  location: Json | null;
  created_at: Timestamp;
}

export interface FeatureFlagsTable {
  scope: 'organization' | 'user';
  scope_id: string;
  flags: Json;
  updated_at: Timestamp;
}

export interface ProjectsTable {
  id: string;
  organization_id: string;
  name: string;
  description: Defaulted<string>;
  background_url: string | null;
  join_code: string;
  created_by: string | null;
  created_at: Timestamp;
}

export interface ProjectMembersTable {
  project_id: string;
  user_id: string;
  role: 'project_manager' | 'project_member';
  created_at: Timestamp;
}

export interface InvitesTable {
  code: string;
  organization_id: string;
  project_id: string | null;
  role: 'user' | 'manager';
  email: string | null;
  created_by: string | null;
  created_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface FoldersTable {
  id: string;
  project_id: string;
  name: string;
  description: Defaulted<string>;
  creator_id: string | null;
  is_default: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface StoriesTable {
  id: string;
  project_id: string;
  organization_id: string;
  creator_id: string | null;
  title: Defaulted<string>;
  description: Defaulted<string>;
  record_date: NullableTimestamp;
  recording_started_at: NullableTimestamp;
  archive_url: string | null;
  custom_archive_url: string | null;
  thumbnail_url: string | null;
  media_type: string | null;
  type: string | null;
  session_password: string | null;
  duration: number | null;
  transcript_status: string | null;
  /** Cataloguing details given on the upload page (migration 0500); empty until filled in. */
  narrator: Defaulted<string>;
  interviewer: Defaulted<string>;
  place: Defaulted<string>;
  language: Defaulted<string>;
  /** The upload ticket the story's file came through (migration 0620): its uploader may follow and describe it. */
  ticket_id: Defaulted<string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FolderStoriesTable {
  folder_id: string;
  story_id: string;
  added_at: Timestamp;
}

export interface StoryFilesTable {
  id: string;
  story_id: string;
  title: string;
  description: Defaulted<string>;
  url: string | null;
  release_form: Defaulted<boolean>;
  created_at: Timestamp;
  object_key: Defaulted<string | null>;
  file_name: Defaulted<string | null>;
  content_type: Defaulted<string | null>;
  size: Defaulted<number | null>;
  /** False between opening an upload and confirming its bytes arrived; such files are not listed. */
  uploaded: Defaulted<boolean>;
}

export interface ClipsTable {
  id: string;
  story_id: string;
  title: Defaulted<string>;
  description: Defaulted<string>;
  start_seconds: Defaulted<number>;
  end_seconds: Defaulted<number>;
  tags: Json;
  created_at: Timestamp;
  /** The columns below were added by migration 0200. */
  created_by: string | null;
  updated_at: Timestamp;
  media_key: string | null;
  extended_key: string | null;
  audio_key: string | null;
  thumbnail_key: string | null;
  /** `start-end` the renditions were cut for; a clip whose range changed is rendered again. */
  rendered_range: string | null;
}

export interface TicketsTable {
  id: string;
  project_id: string;
  story_id: string | null;
  created_by: string | null;
  expires_at: NullableTimestamp;
  used_at: NullableTimestamp;
  used_by: string | null;
  created_at: Timestamp;
  /** Migration 0620: 'access' lets the holder into the project or the story's call, 'upload' asks them for files. */
  kind: Defaulted<TicketKind>;
  /** Where an upload ticket's stories are filed, besides the project. */
  folder_id: Defaulted<string | null>;
}

export type TicketKind = 'access' | 'upload';

export interface PrepSessionsTable {
  id: string;
  organization_id: string;
  project_id: string | null;
  title: Defaulted<string>;
  password: string | null;
  created_by: string | null;
  created_at: Timestamp;
  /** The columns below were added by migration 0540: the call the session plans and its link's key. */
  story_id: ColumnType<string | null, string | null | undefined, string | null>;
  session_key: ColumnType<string | null, string | null | undefined, string | null>;
  questions: ColumnType<unknown, string | undefined, string>;
  scheduled_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** One person a project's campaign plans to interview (migration 0540). */
export interface CampaignPeopleTable {
  id: string;
  project_id: string;
  prep_session_id: string | null;
  name: string;
  email: Defaulted<string>;
  status: ColumnType<string, string | undefined, string>;
  questions: ColumnType<unknown, string | undefined, string>;
  notes: Defaulted<string>;
  ticket_id: string | null;
  story_id: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Stories per project, kept by triggers (0004) so the project list answers its total without counting. */
export interface ProjectStoryCountsTable {
  project_id: string;
  stories: ColumnType<string | number, string | number | undefined, string | number>;
}

/** The tables of migrations 0001–0099. */
/** One counted attempt at a credential route; `key` is the route and the caller's address. */
export interface CredentialAttemptsTable {
  key: string;
  at: Timestamp;
}

/** A public page (`story`) or clip an organization features as a testimonial. */
export interface TestimonialsTable {
  organization_id: string;
  kind: 'story' | 'clip';
  item_id: string;
  position: number;
  created_by: string | null;
  created_at: Timestamp;
}

export interface CoreTables {
  credential_attempts: CredentialAttemptsTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  organization_members: OrganizationMembersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  sign_in_failures: SignInFailuresTable;
  visits: VisitsTable;
  contact_messages: ContactMessagesTable;
  feature_flags: FeatureFlagsTable;
  projects: ProjectsTable;
  project_members: ProjectMembersTable;
  invites: InvitesTable;
  folders: FoldersTable;
  stories: StoriesTable;
  folder_stories: FolderStoriesTable;
  story_files: StoryFilesTable;
  clips: ClipsTable;
  tickets: TicketsTable;
  prep_sessions: PrepSessionsTable;
  campaign_people: CampaignPeopleTable;
  project_story_counts: ProjectStoryCountsTable;
  testimonials: TestimonialsTable;
}

/** Every table of the app, as the migrations create them: the one type every module's Kysely carries. */
export interface DB
  extends CoreTables,
    MediaTables,
    JobsDB,
    StoryTables,
    RoomTables,
    GalleryTables,
    RemixTables,
    EntityTables,
    BoxTables,
    SsoTables,
    PublishingTables,
    SecurityTables {}

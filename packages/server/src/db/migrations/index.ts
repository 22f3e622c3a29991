import type { Migration } from 'kysely/migration';

import * as accounts from './0001_accounts.js';
import * as projects from './0002_projects.js';
import * as storyListIndexes from './0003_story_list_indexes.js';
import * as projectStoryCounts from './0004_project_story_counts.js';
import * as storyConclusions from './0005_story_conclusions.js';
import * as tableChangeNotices from './0006_table_change_notices.js';
import * as jobs from './0100_jobs.js';
import * as media from './0101_media.js';
import * as recordingParticipants from './0102_recording_participants.js';
import * as storyFileObjects from './0103_story_file_objects.js';
import * as credentialAttempts from './0104_credential_attempts.js';
import * as storyWork from './0200_story_work.js';
import * as searchSync from './0201_search_sync.js';
import * as storyStates from './0202_story_states.js';
import * as rooms from './0310_rooms.js';
import * as roomChatAndVonage from './0320_room_chat_and_vonage.js';
import * as galleries from './0400_galleries.js';
import * as chunkEmbeddings from './0420_chunk_embeddings.js';
import * as remixes from './0440_remixes.js';
import * as entities from './0460_entities.js';
import * as searchWordPairs from './0480_search_word_pairs.js';
import * as storyDetails from './0500_story_details.js';
import * as testimonials from './0520_testimonials.js';
import * as planning from './0540_planning.js';
import * as boxConnections from './0560_box_connections.js';
import * as jobProgress from './0580_job_progress.js';
import * as vonageArchiveTracks from './0600_vonage_archive_tracks.js';
import * as uploadTickets from './0620_upload_tickets.js';
import * as sso from './0660_sso.js';
import * as boxTokenSealing from './0680_box_token_sealing.js';
import * as publishing from './0700_publishing.js';
import * as recordingSafety from './0720_recording_safety.js';
import * as mustChangePassword from './0740_must_change_password.js';
import * as accountSecurity from './0760_account_security.js';
import * as auditEvents from './0761_audit_events.js';
import * as transcriptParagraphs from './0800_transcript_paragraphs.js';
import * as trackFormat from './0860_track_format.js';
import * as callLayoutsAndDialIn from './0880_call_layouts_and_dial_in.js';
import * as roomPhoneLeg from './0890_room_phone_leg.js';
import * as accountNotices from './0910_account_notices.js';
import * as storyDetailFilters from './0930_story_detail_filters.js';
import * as phoneLegPerCaller from './0950_phone_leg_per_caller.js';

/**
 * Every migration by name; names sort in the order they run. Numbering: 0001–0099 accounts,
 * organizations, projects, folders, interviews; 0100–0199 media, upload, transcripts, jobs; 0300–0399 rooms and calls;
 * 0400–0459 clips library, galleries, search embeddings, remixes; 0460–0479 entities; 0480–0499 search speed;
 * 0500–0539 the workspace (home, lists, upload details, admin, cloud import); 0540–0559 planning (campaigns, prep
 * sessions); 0560–0579 Box connections; 0580–0599 jobs' progress; 0600–0619 recording; 0620–0639 tickets that ask for
 * uploads; 0640–0659 registration by ticket; 0660–0679 single sign-on; 0680–0699 workspace leftovers (sealed Box
 * tokens); 0700–0719 publishing; 0720–0739 uploads and local recordings; 0740–0759 installation and sealing keys;
 * 0760–0779 account security and the security event log; 0780–0799 jobs and live updates; 0800–0819 transcripts
 * stored per paragraph; 0820–0839 speed; 0840–0859 archival packages and demo; 0860–0879 speech; 0880–0899 calls;
 * 0900–0909 interview details and settings; 0910–0919 notices of account changes; 0930–0939 filtering lists by interview details. Migrations from parallel work may run out of number order
 * (allowUnorderedMigrations).
 * Add one line per new file.
 */
export const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_projects': projects,
  '0003_story_list_indexes': storyListIndexes,
  '0004_project_story_counts': projectStoryCounts,
  '0005_story_conclusions': storyConclusions,
  '0006_table_change_notices': tableChangeNotices,
  '0100_jobs': jobs,
  '0101_media': media,
  '0102_recording_participants': recordingParticipants,
  '0103_story_file_objects': storyFileObjects,
  '0104_credential_attempts': credentialAttempts,
  '0200_story_work': storyWork,
  '0201_search_sync': searchSync,
  '0202_story_states': storyStates,
  '0310_rooms': rooms,
  '0320_room_chat_and_vonage': roomChatAndVonage,
  '0400_galleries': galleries,
  '0420_chunk_embeddings': chunkEmbeddings,
  '0440_remixes': remixes,
  '0460_entities': entities,
  '0480_search_word_pairs': searchWordPairs,
  '0500_story_details': storyDetails,
  '0520_testimonials': testimonials,
  '0540_planning': planning,
  '0560_box_connections': boxConnections,
  '0580_job_progress': jobProgress,
  '0600_vonage_archive_tracks': vonageArchiveTracks,
  '0620_upload_tickets': uploadTickets,
  '0660_sso': sso,
  '0680_box_token_sealing': boxTokenSealing,
  '0700_publishing': publishing,
  '0720_recording_safety': recordingSafety,
  '0740_must_change_password': mustChangePassword,
  '0760_account_security': accountSecurity,
  '0761_audit_events': auditEvents,
  '0800_transcript_paragraphs': transcriptParagraphs,
  '0860_track_format': trackFormat,
  '0880_call_layouts_and_dial_in': callLayoutsAndDialIn,
  '0890_room_phone_leg': roomPhoneLeg,
  '0910_account_notices': accountNotices,
  '0930_story_detail_filters': storyDetailFilters,
  '0950_phone_leg_per_caller': phoneLegPerCaller,
};

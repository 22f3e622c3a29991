// Every business constant and limit of docs/product/constants.md, named once. Times are in ms
// unless the name says otherwise; sizes in bytes or CSS pixels.

// Lists and paging
/** Default page size of projects, folders, stories, clips and preparation sessions. */
export const DEFAULT_PAGE_SIZE = 15;
/** Page size of the project stories table. */
export const PROJECT_STORIES_TABLE_PAGE_SIZE = 25;

// Notices and bulk actions
/** Transient notices hide after this long. */
export const NOTICE_AUTO_HIDE_MS = 3000;
/** Pause between two downloads of a bulk download. */
export const BULK_DOWNLOAD_GAP_MS = 1500;

// File upload
/** Upload state is polled this often while uploads are stored. */
export const UPLOAD_STATE_POLL_MS = 5000;
/** Size of one multipart upload part: 50 MB. */
export const UPLOAD_PART_SIZE_BYTES = 52_428_800;
/** After the last part, the story is checked for a thumbnail this much later. */
export const UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS = 8000;
/** After all uploads finish, the success message waits this long. */
export const UPLOAD_SUCCESS_MESSAGE_DELAY_MS = 10_000;
/** The smallest progress shown for a started upload, in percent. */
export const UPLOAD_MIN_PROGRESS_PERCENT = 1;

// Shell
/** Attempts to load a lazy page before one forced full reload. */
export const LAZY_LOAD_ATTEMPTS = 3;
/** Wait between lazy page load attempts. */
export const LAZY_LOAD_RETRY_MS = 2000;
/** A visit is logged again only after this long: 4 hours. */
export const VISIT_RELOG_INTERVAL_MS = 14_400_000;
/** Loading actions are polled this often. */
export const LOADING_POLL_MS = 50;
/** Organization logo initials use the first letters of at most this many words. */
export const LOGO_INITIALS_MAX_WORDS = 3;
/** Manage-folders dialog: the folder list's maximum height and the dialog's maximum width, in px. */
export const MANAGE_FOLDERS_LIST_MAX_HEIGHT_PX = 350;
export const MANAGE_FOLDERS_DIALOG_MAX_WIDTH_PX = 600;
/** Error-reporting sample rates (0 to 1): traces, session replays, replays of sessions with an error. */
export const TRACES_SAMPLE_RATE = 1;
export const REPLAYS_SESSION_SAMPLE_RATE = 0.1;
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1;
/** Layout sizes in px. */
export const LAYOUT = {
  footerHeight: 72,
  mobileFooterHeight: 56,
  sidebarWidth: 300,
  mobileSidebarHeight: 90,
  mobileTopBarHeight: 52,
  rightDrawerWidth: 320,
  drawerWidth: 200,
} as const;
/** Below this width in px the side menu becomes a top bar with a drawer, tables become cards and the hub stacks. */
export const MOBILE_BREAKPOINT_PX = 768;

// Transcripts, search, timecode
/** A paragraph whose end equals its start is lengthened by this many seconds. */
export const PARAGRAPH_MIN_DURATION_BUMP_SECONDS = 0.01;
/** Gap between chapters, in seconds. */
export const CHAPTER_GAP_SECONDS = 0.5;
/** Timing diagnostics list at most this many issues of each kind. */
export const MAX_TIMING_ISSUES_PER_KIND = 10;
/** Hybrid search weighting between keyword (0) and vector (1) search. */
export const HYBRID_SEARCH_ALPHA = 0.5;
/** Frame rate of timecodes in transcript notes. */
export const TIMECODE_FRAME_RATE = 60;

// Real-time task service and backoff
/** Socket reconnect backoff never waits longer than this, in seconds. */
export const SOCKET_BACKOFF_CAP_SECONDS = 30;
/** The socket gives up reconnecting after this many attempts. */
export const SOCKET_MAX_RETRY_ATTEMPTS = 999;
/** Default cap of the exponential backoff helper, in seconds. */
export const DEFAULT_BACKOFF_CAP_SECONDS = 30;

// Story tasks
/** A story with pending operations is polled this often. */
export const STORY_POLL_MS = 5000;
/** …and this often while a transcription runs in advanced mode. */
export const STORY_POLL_ADVANCED_MS = 60_000;

// Calls and local recording
/** Audio bitrate in bit/s. */
export const AUDIO_BITRATE = 48_000;
/** Default video bitrate of local recordings in bit/s. */
export const DEFAULT_VIDEO_BITRATE = 4_000_000;
/** The call publisher's video: 1280x720 at 30 frames per second. */
export const PUBLISHER_RESOLUTION = { width: 1280, height: 720 } as const;
export const PUBLISHER_FRAME_RATE = 30;
/** Default largest resolution of a local recording. */
export const DEFAULT_LOCAL_MAX_RESOLUTION = { width: 1920, height: 1080 } as const;
/** The recorder hands over data this often. */
export const RECORDER_SLICE_MS = 5000;
/** A local recording part is closed and a new one begun past this size: 30 MiB. */
export const LOCAL_PART_SIZE_LIMIT_BYTES = 31_457_280;
/** Mime type of local recordings when the flags name none. */
export const DEFAULT_RECORDING_MIME_TYPE = 'audio/webm;codecs=opus';
/** The wav encoder writes mono 16-bit audio. */
export const WAV_CHANNELS = 1;
export const WAV_BITS_PER_SAMPLE = 16;
/** Upload progress reports are throttled: parts, single files. */
export const PART_PROGRESS_THROTTLE_MS = 2500;
export const FILE_PROGRESS_THROTTLE_MS = 5000;
/** Local recordings are checked for upload this often… */
export const LOCAL_SYNC_INTERVAL_MS = 60_000;
/** …and uploaded only once this long has passed since their last change (or since recording stopped), unless forced. */
export const LOCAL_SYNC_QUIET_MS = 60_000;
/** An upload session older than this is renewed: 24 hours. */
export const STALE_UPLOAD_SESSION_MS = 86_400_000;
/** Upload retries per stream and per part. */
export const UPLOAD_RETRIES_PER_STREAM = 50;
export const UPLOAD_RETRIES_PER_PART = 10;
/** Storage quota is checked this often. */
export const STORAGE_QUOTA_CHECK_MS = 10_000;
/** The person is warned that storage is nearly full past this share of the quota used… */
export const STORAGE_NEARLY_FULL_FRACTION = 0.9;
/** …or with less than this left, in bytes (about 3 minutes of video at the default bitrate). */
export const STORAGE_NEARLY_FULL_FREE_BYTES = 100_000_000;
/** Video recording layout changes are sent to the server after this wait. */
export const LAYOUT_SYNC_WAIT_MS = 2500;
/** In a call, the host's list of who is recorded on their device is read again this often. */
export const RECORDING_CHECK_INTERVAL_MS = 10_000;
/** Waits before retrying connect, publish and init-publish errors, in ms: 0.5, 1, 2, then 4 s. */
export const PUBLISHER_RETRY_BACKOFF_MS = [500, 1000, 2000, 4000] as const;
/** A participant is speaking when the audio level exceeds this… */
export const SPEAKING_LEVEL_THRESHOLD = 0.2;
/** …for longer than this… */
export const SPEAKING_MIN_DURATION_MS = 500;
/** …and stops speaking after this much silence. */
export const SPEAKING_RESET_SILENCE_MS = 1000;

/** A new account password has at least this many characters (OWASP ASVS 2.1.1); sign-in still takes older, shorter ones. */
export const PASSWORD_MIN_LENGTH = 12;
/** …and at most this many, kept whole (never truncated before hashing). */
export const PASSWORD_MAX_LENGTH = 512;

/** A call's session password has at least this many characters (it guards a live recording). */
export const SESSION_PASSWORD_MIN_LENGTH = 8;

// Authoring and clips
/** Authoring drafts are saved this long after the last change. */
export const DRAFT_SAVE_DEBOUNCE_MS = 250;
/** The editor saves to the server on its own this long after typing stops. */
export const AUTOSAVE_DELAY_MS = 3000;
/** After a save failed (offline, a server error), the editor tries again on its own this long after. */
export const AUTOSAVE_RETRY_MS = 30_000;
/** A new or read clip is fetched again this often until its media exists… */
export const CLIP_READINESS_RETRY_MS = 5000;
/** …at most this many times. */
export const CLIP_READINESS_MAX_ATTEMPTS = 10;
/** ctrl+[ and ctrl+] jump this many seconds. */
export const KEYBOARD_SKIP_SECONDS = 10;
/** Playback rate of the editor's player unless changed. */
export const DEFAULT_PLAYBACK_RATE = 1;
/** Width of the preview video beside the alignment output (a CSS length). */
export const ALIGNMENT_PREVIEW_VIDEO_WIDTH = '40vw';

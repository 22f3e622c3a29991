// Public API of core's transcript area; each file of the area is re-exported here.
//
// Design: a transcript is a plain immutable value. An edit rebuilds only the paragraph it touches and returns a new
// transcript whose other paragraph objects are the same objects as before, so a keystroke costs the same in a
// five-minute and a four-hour interview, and caches keyed by object (the search index) stay valid for every
// untouched paragraph. Word timings of untouched words are never recomputed.
export * from './chapters.js';
export * from './edit-children.js';
export * from './edit-paragraphs.js';
export * from './edit-text.js';
export * from './edit-timing.js';
export * from './export-cues.js';
export * from './export-ohms.js';
export * from './export-subtitles.js';
export * from './export-text.js';
export * from './export-time.js';
export * from './export-xml.js';
export * from './import-ohms.js';
export * from './normalise.js';
export * from './ohms-sync.js';
export * from './playback-position.js';
export * from './search.js';
export * from './search-fold.js';
export * from './search-highlights.js';
export * from './search-index.js';
export * from './speaker-suggestions.js';
export * from './stitch.js';
export * from './timing-diagnostics.js';
export * from './timing-fill.js';
export * from './timing-report-text.js';
export * from './tokens.js';
export * from './transcript-merge.js';
export * from './transcript-patch.js';
export * from './transcription-outlook.js';
export * from './versions.js';
export * from './word-duration.js';

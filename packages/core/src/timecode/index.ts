// Public API of core's timecode area; each file of the area is re-exported here.
export * from './frame-rate.js';
export * from './note-timecode.js';
export * from './smpte-timecode.js';
export * from './timecode-error.js';
export * from './timecoded-notes.parser.js';

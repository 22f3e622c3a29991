// Public API of core's alignment area. Its internal machinery (word tables, anchor finder, token columns, scratch
// buffers) stays unexported so it can change for speed without touching other areas.

export * from './align-words.js';
export * from './diarization-error-rate.js';
export * from './edit-script.js';
export * from './match-tokens.js';
export * from './normalise-word.js';
export * from './number-words.js';
export * from './pair-gap.js';
export * from './prepare-tokens.js';
export * from './seekable-html.js';
export * from './spread-words.js';
export * from './word-error-rate.js';

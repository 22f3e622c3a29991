// Public API of core's transcript area; each file of the area is re-exported here.
export * from './chapters.js';
export * from './edit-paragraphs.js';
export * from './edit-text.js';
export * from './edit-timing.js';
export * from './normalise.js';
export * from './search.js';
export * from './search-fold.js';
export * from './search-highlights.js';
export * from './search-index.js';
export * from './timing-diagnostics.js';
export * from './timing-fill.js';
export * from './timing-report-text.js';
export * from './tokens.js';
export * from './word-duration.js';

// Public API of core's transcript area; each file of the area is re-exported here.
export * from './normalise.js';
export * from './timing-diagnostics.js';
export * from './timing-fill.js';
export * from './timing-report-text.js';
export * from './tokens.js';
export * from './word-duration.js';

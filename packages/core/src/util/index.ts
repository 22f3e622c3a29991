// Public API of core's util area; each file of the area is re-exported here.
export * from './backoff.js';
export * from './byte-size.js';
export * from './clock-offset.js';
export * from './constants.js';
export * from './initials.js';
export * from './languages.js';
export * from './markup-escape.js';
export * from './paging.js';
export * from './participant-name.js';
export * from './session-link.js';
export * from './vocabulary.js';

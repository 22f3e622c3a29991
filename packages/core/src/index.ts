// @storykeep/core: each area keeps its own barrel, so areas can grow without touching this file.
export * from './alignment/index.js';
export * from './audio/index.js';
export * from './authoring/index.js';
export * from './machines/index.js';
export * from './messages/index.js';
export * from './model/index.js';
export * from './policy/index.js';
export * from './ports/index.js';
export * from './publishing/index.js';
export * from './timecode/index.js';
export * from './transcript/index.js';
export * from './upload/index.js';
export * from './util/index.js';

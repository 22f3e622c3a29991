// Public API of core's messages area; each file of the area is re-exported here.

export * from './account.messages.js';
export * from './call.messages.js';
export * from './catalogue.js';
export * from './count-words.js';
export * from './fill-template.js';
export * from './interview.messages.js';
export * from './labels/authoring.labels.js';
export * from './labels/calls.labels.js';
export * from './labels/planning.labels.js';
export * from './recording-safety.messages.js';
export * from './settings.messages.js';
export * from './shell.messages.js';
export * from './workspace.messages.js';

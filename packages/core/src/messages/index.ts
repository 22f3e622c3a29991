// Public API of core's messages area; each file of the area is re-exported here.

export * from './account.messages.js';
export * from './catalogue.js';
export * from './fill-template.js';
export * from './interview.messages.js';
export * from './recording-safety.messages.js';
export * from './shell.messages.js';
export * from './workspace.messages.js';

// Public API of core's authoring area: the editor's commands with undo and redo, its machine, the index edits and
// the import of a typed transcript.
export * from './authoring.machine.js';
export * from './authoring.types.js';
export * from './authoring-actors.js';
export * from './authoring-context.js';
export { type ConflictParagraph, conflictComparison } from './authoring-save.js';
export * from './draft-restore.js';
export * from './edit-command.types.js';
export * from './edit-commands.js';
export * from './edit-history.js';
export * from './import-typed-transcript.js';
export * from './index-edits.js';
export * from './text-points.js';
export * from './transcript-revisions.js';
export * from './typed-cues.js';
export * from './typed-format.js';

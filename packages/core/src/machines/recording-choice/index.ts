export * from './recording-choice.js';
export * from './recording-choice.machine.js';

export * from './call.machine.js';
export * from './call.types.js';
export * from './call-events.js';
export * from './call-joining.js';
export * from './call-participants.js';
export * from './room-flow.machine.js';
export * from './speaking-detector.js';

export * from './wav-encoder.js';
